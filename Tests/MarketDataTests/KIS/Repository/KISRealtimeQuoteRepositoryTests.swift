// The kis feed's quotes on one thread: a trade the server sends the moment a code registers reaches the row.

import Domain
import Foundation
@testable import MarketData
import Reactive
import Testing

@Suite struct KISRealtimeQuoteRepositoryTests {
    private static let samsung = StockCode("005930")!
    private static let naver = StockCode("035420")!

    @Test func aTradeSentTheMomentTheCodeIsRegisteredReachesTheSubscriber() {
        let feed = OneThreadRealtimeFeed(watching: [Self.samsung])
        feed.answerRegistrations(
            of: "1H0STCNT0" + Self.naver.rawValue, transaction: "H0STCNT0", code: Self.naver,
            with: "0|H0STCNT0|001|" + KISRealtimeFrameDecoderTests.record(Self.naver.rawValue, price: "219000")
        )
        var prices: [Int] = []
        let subscription = feed.quotes.quotes(for: [Self.naver]).subscribe(onNext: { event in
            if case .quote(let quote) = event { prices.append(quote.price) }
        })
        #expect(prices == [219_000], "the trade that came with the registration's acknowledgement")
        subscription.dispose()
    }
}
