// The kis feed's order book on one thread: a book the server sends the moment it registers is shown.

import Domain
import Foundation
@testable import MarketData
import Reactive
import Testing

@Suite struct KISRealtimeOrderBookRepositoryTests {
    private static let samsung = StockCode("005930")!

    /// REST books that never come: every book seen came from the socket.
    private final class SilentOrderBooks: OrderBookRepository {
        func orderBooks(for code: StockCode) -> Observable<OrderBook> { .never() }
    }

    @Test func aBookSentTheMomentItIsRegisteredIsShownOnEveryOpening() {
        let feed = OneThreadRealtimeFeed(watching: [Self.samsung])
        let books = KISRealtimeOrderBookRepository(realtime: feed.quotes, rest: SilentOrderBooks())
        feed.answerRegistrations(
            of: "1H0STASP0" + Self.samsung.rawValue, transaction: "H0STASP0", code: Self.samsung,
            with: KISRealtimeOrderBookDecodingTests.frame([KISRealtimeOrderBookDecodingTests.record(Self.samsung.rawValue)])
        )
        for opening in 1...2 {
            var received: [OrderBook] = []
            let book = books.orderBooks(for: Self.samsung).subscribe(onNext: { received.append($0) })
            #expect(received.map(\.source) == [.live], "opening \(opening): the record that answered the registration")
            #expect(received.first?.asks.count == 10)
            book.dispose()
        }
        #expect(feed.connector.controls(0, transactions: true).filter { $0.contains("H0STASP0") }
                == ["1H0STASP0005930", "2H0STASP0005930", "1H0STASP0005930", "2H0STASP0005930"])
    }
}
