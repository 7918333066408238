// The kis feed's quotes on one thread: a trade the server sends the moment a code registers reaches the row.

import Domain
import Foundation
@testable import MarketData
import Networking
import Reactive
import ReactiveTesting
import Testing

@Suite struct KISRealtimeQuoteRepositoryTests {
    private static let samsung = StockCode("005930")!
    private static let naver = StockCode("035420")!

    @Test func aNoticeSubscriptionKeepsARepositoryNobodyElseHolds() {
        let clock = TestScheduler(initialClock: 0, resolution: 0.001)
        let scheduler = TrampolineTestScheduler(clock: clock)
        let connector = ScriptedWebSocketConnector()
        var repository: KISRealtimeQuoteRepository? = KISRealtimeQuoteRepository(
            fetcher: ScriptedQuoteFetcher(scheduler: clock, latency: 10), access: .session(URL(string: "ws://127.0.0.1:1/tryitout")!),
            scheduler: scheduler, backoff: ExponentialBackoff(initial: 1, maximum: 8)
        ) { url in
            KISRealtimeSession(url: url, connector: connector, approvalKeys: FixedApprovalKeys(), scheduler: scheduler, jitter: { 0 })
        }
        weak let held = repository
        let notices = repository?.executionNotices(htsID: "myhts", accountType: .paper).subscribe(onNext: { _ in })
        repository = nil
        #expect(held != nil, "the subscription holds it (a paper account's notice session has no other owner)")
        _ = scheduler.schedule(()) { _ in
            connector.open()
            return Disposables.create()
        }
        #expect(connector.controls(0, transactions: true) == ["1H0STCNI9myhts"], "the notices were registered")
        notices?.dispose()
        #expect(held == nil, "released with the subscription")
    }

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

    @Test func aRegisteredCodeTheSocketLeavesSilentGetsItsRESTSnapshotAndIsNotLiveUntilATrade() {
        let feed = OneThreadRealtimeFeed(watching: [])
        var prices: [Int] = []
        var sources: [QuoteSource?] = []
        let status = feed.quotes.status.subscribe(onNext: { sources.append($0.sources[Self.naver]) })
        let subscription = feed.quotes.quotes(for: [Self.naver]).subscribe(onNext: { event in
            if case .quote(let quote) = event { prices.append(quote.price) }
        })
        feed.connector.acknowledge([Self.naver])
        feed.clock.advanceTo(100)
        #expect(prices == [10_000], "the REST snapshot asked for at start reaches the row although the code registered meanwhile")
        #expect(sources.last == .polled, "registered but silent: not live")
        feed.clock.advanceTo(5_000)
        #expect(prices == [10_000], "priced once; the socket moves it from now on")
        _ = feed.scheduler.schedule(()) { _ in
            feed.connector.connections[0].onNext(.text("0|H0STCNT0|001|" + KISRealtimeFrameDecoderTests.record(Self.naver.rawValue, price: "219000")))
            return Disposables.create()
        }
        #expect(prices == [10_000, 219_000])
        #expect(sources.last == .live, "live once the socket delivered a trade")
        subscription.dispose()
        status.dispose()
    }

    @Test func theRowsOnScreenAreSnapshottedFirst() {
        let feed = OneThreadRealtimeFeed(watching: [])
        feed.quotes.visibleCodes.onNext([Self.naver])
        var codes: [StockCode] = []
        let subscription = feed.quotes.quotes(for: [Self.samsung, Self.naver]).subscribe(onNext: { event in
            if case .quote(let quote) = event { codes.append(quote.code) }
        })
        feed.clock.advanceTo(100)
        #expect(codes.first == Self.naver)
        subscription.dispose()
    }
}
