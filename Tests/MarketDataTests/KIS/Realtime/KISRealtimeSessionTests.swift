// The real-time session on virtual time: registrations, PINGPONG, silence, reconnect with backoff, refusals.

import Domain
import Foundation
@testable import MarketData
import Networking
import Reactive
import ReactiveTesting
import Testing

@Suite struct KISRealtimeSessionTests {
    /// Ticks of 1 ms.
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    private let connector = ScriptedWebSocketConnector()
    private let keys = FixedApprovalKeys()
    private let codes = (1...45).map { StockCode(String(format: "%06d", $0))! }

    private func session(silence: TimeInterval = 5, venues: KISVenueChoice = .krxOnly) -> KISRealtimeSession {
        KISRealtimeSession(
            url: URL(string: "ws://127.0.0.1:1/tryitout")!, connector: connector, approvalKeys: keys, scheduler: scheduler,
            backoff: ExponentialBackoff(initial: 1, maximum: 8), silenceTimeout: silence, jitter: { 0 }, venues: venues
        )
    }

    private func snapshots(of session: KISRealtimeSession) -> TestableObserver<KISRealtimeSnapshot> {
        let observer = scheduler.createObserver(KISRealtimeSnapshot.self)
        _ = session.snapshots.subscribe(observer)
        return observer
    }

    private var latest: (TestableObserver<KISRealtimeSnapshot>) -> KISRealtimeSnapshot? = { observer in
        if case .next(let snapshot) = observer.events.last?.value { snapshot } else { nil }
    }

    @Test func registersTheRowsOnScreenFirstUpToTheLimit() {
        let session = session()
        let states = snapshots(of: session)
        session.want(onScreen: Array(codes[30..<35]), watchlist: codes)
        session.start()
        scheduler.advanceTo(10)
        connector.open()
        scheduler.advanceTo(20)
        let sent = connector.controls(0)
        #expect(sent.count == 41)
        #expect(Array(sent.prefix(5)) == codes[30..<35].map { "1" + $0.rawValue })
        #expect(latest(states)?.health == .connected)
        #expect(latest(states)?.liveCodes == [], "nothing is live before the server confirms it")
        connector.acknowledge(Array(codes[30..<35]))
        scheduler.advanceTo(30)
        #expect(latest(states)?.liveCodes == Set(codes[30..<35]))
        session.dispose()
    }

    @Test func answersPingPongWithAPongCarryingItsText() {
        let session = session()
        session.start()
        scheduler.advanceTo(10)
        connector.open()
        let ping = #"{"header":{"tr_id":"PINGPONG","datetime":"20260105100000"}}"#
        connector.connections[0].onNext(.text(ping))
        scheduler.advanceTo(20)
        #expect(connector.sent[0].contains(.pong(ping)))
        session.dispose()
    }

    @Test func silenceCountsAsALostConnectionAndItReconnectsAfterTheBackoffThenRegistersAgain() {
        let session = session(silence: 5)
        let states = snapshots(of: session)
        session.want(onScreen: [], watchlist: Array(codes[0..<3]))
        session.start()
        scheduler.advanceTo(10)
        connector.open()
        connector.acknowledge(Array(codes[0..<3]))
        scheduler.advanceTo(4_000)
        connector.connections[0].onNext(.text(#"{"header":{"tr_id":"PINGPONG","datetime":"x"}}"#))
        scheduler.advanceTo(8_999)
        #expect(latest(states)?.health == .connected)
        scheduler.advanceTo(9_010)
        // Lost 5 s after the PINGPONG at 4.000 s (handled on arrival, no hop), the retry 1 s later.
        #expect(latest(states)?.health == .down(reason: "No frame from the real-time server for 5 s.", retryAt: Date(timeIntervalSince1970: 10)))
        #expect(latest(states)?.liveCodes == [])
        #expect(connector.connections.count == 1)
        scheduler.advanceTo(10_020)
        #expect(connector.connections.count == 2)
        connector.open()
        scheduler.advanceTo(10_030)
        #expect(connector.controls(1) == codes[0..<3].map { "1" + $0.rawValue })
        connector.acknowledge(Array(codes[0..<3]))
        scheduler.advanceTo(10_040)
        #expect(latest(states)?.liveCodes == Set(codes[0..<3]))
        session.dispose()
    }

    @Test func repeatedFailuresDoubleTheWait() {
        let session = session()
        let states = snapshots(of: session)
        session.start()
        var retries: [Date] = []
        for attempt in 0..<3 {
            scheduler.advanceTo(scheduler.clock + 10)
            connector.connections[attempt].onNext(.failed(reason: "refused"))
            scheduler.advanceTo(scheduler.clock + 1)
            guard case .down(_, let retryAt) = latest(states)?.health else { Issue.record("not down"); return }
            retries.append(retryAt)
            scheduler.advanceTo(TestTime((retryAt.timeIntervalSince1970 * 1000).rounded()) + 1)
        }
        let waits = zip(retries, [2.0, 1_004, 3_007]).map { ($0.timeIntervalSince1970 - $1 / 1000).rounded() }
        #expect(waits == [1, 2, 4])
        session.dispose()
    }

    @Test func tradesOfRegisteredCodesArriveAsQuotes() {
        let session = session()
        let quotes = scheduler.createObserver(Quote.self)
        _ = session.quotes.subscribe(quotes)
        session.want(onScreen: [], watchlist: [StockCode("005930")!])
        session.start()
        scheduler.advanceTo(10)
        connector.open()
        connector.connections[0].onNext(.text("0|H0STCNT0|001|" + KISRealtimeFrameDecoderTests.record("005930")))
        scheduler.advanceTo(20)
        #expect(quotes.events.compactMap { if case .next(let quote) = $0.value { quote.price } else { nil } } == [272_500])
        session.dispose()
    }

    @Test func aReservedOrderBookTakesTheLastRowsSlotUntilItIsReleased() {
        let session = session()
        let states = snapshots(of: session)
        let books = scheduler.createObserver(OrderBook.self)
        _ = session.orderBooks.subscribe(books)
        let open = codes[2]
        session.want(onScreen: [], watchlist: codes)
        session.start()
        scheduler.advanceTo(10)
        connector.open()
        scheduler.advanceTo(20)
        #expect(connector.controls(0).count == 41)
        session.want(onScreen: [], watchlist: codes, reserved: [.orderBook(open), .trades(open)])
        scheduler.advanceTo(30)
        #expect(connector.controls(0, transactions: true).suffix(2) == ["2H0STCNT0" + codes[40].rawValue, "1H0STASP0" + open.rawValue],
                "the last row gives up its slot, unsubscribed first; the stock's trades were held already")
        #expect(latest(states)?.liveOrderBooks == [], "not live before the server confirms it")
        connector.connections[0].onNext(.text(
            #"{"header":{"tr_id":"H0STASP0","tr_key":"\#(open.rawValue)","encrypt":"N"},"body":{"rt_cd":"0","msg_cd":"OPSP0000","msg1":"SUBSCRIBE SUCCESS"}}"#
        ))
        scheduler.advanceTo(40)
        #expect(latest(states)?.liveOrderBooks == [open])
        #expect(latest(states)?.liveCodes.contains(codes[40]) == false)
        connector.connections[0].onNext(.text(KISRealtimeOrderBookDecodingTests.frame([KISRealtimeOrderBookDecodingTests.record(open.rawValue)])))
        scheduler.advanceTo(50)
        #expect(books.events.compactMap { if case .next(let book) = $0.value { book.code } else { nil } } == [open])
        session.want(onScreen: [], watchlist: codes)
        scheduler.advanceTo(60)
        #expect(connector.controls(0, transactions: true).suffix(2) == ["2H0STASP0" + open.rawValue, "1H0STCNT0" + codes[40].rawValue],
                "released: the row has its slot back")
        #expect(latest(states)?.liveOrderBooks == [])
        #expect(connector.controls(0).count == 45, "never above 41 held: 41 + one swap each way")
        session.dispose()
    }

    @Test func garbageIsCountedAndDropped() {
        let session = session()
        let states = snapshots(of: session)
        session.start()
        scheduler.advanceTo(10)
        connector.open()
        for text in ["x", "0|H0STCNT0|abc|", "{"] { connector.connections[0].onNext(.text(text)) }
        scheduler.advanceTo(20)
        #expect(latest(states)?.malformedFrames == 3)
        #expect(latest(states)?.health == .connected)
        session.dispose()
    }

    @Test func theLimitRefusalStopsAskingForMore() {
        let session = session()
        session.want(onScreen: [], watchlist: codes)
        session.start()
        scheduler.advanceTo(10)
        connector.open()
        scheduler.advanceTo(20)
        let refusal = #"{"header":{"tr_id":"H0STCNT0","tr_key":"000041"},"body":{"rt_cd":"1","msg_cd":"OPSP0008","msg1":"MAX SUBSCRIBE OVER"}}"#
        connector.connections[0].onNext(.text(refusal))
        session.want(onScreen: [codes[44]], watchlist: codes)
        scheduler.advanceTo(30)
        let controls = connector.controls(0)
        #expect(controls.count == 43)
        #expect(Array(controls.suffix(2)) == ["2" + codes[39].rawValue, "1" + codes[44].rawValue])
        session.dispose()
    }

    @Test func anInvalidApprovalKeyIsDiscardedAndTheSessionReconnects() {
        let session = session()
        let states = snapshots(of: session)
        session.start()
        scheduler.advanceTo(10)
        connector.open()
        let refusal = #"{"header":{"tr_id":"H0STCNT0","tr_key":"005930"},"body":{"rt_cd":"9","msg_cd":"OPSP0011","msg1":"invalid approval"}}"#
        connector.connections[0].onNext(.text(refusal))
        scheduler.advanceTo(20)
        #expect(keys.discarded == 1)
        guard case .down(let reason, _) = latest(states)?.health else { Issue.record("not down"); return }
        #expect(reason.contains("OPSP0011"))
        scheduler.advanceTo(2_000)
        #expect(connector.connections.count == 2)
        session.dispose()
    }

    @Test func aStockFoundToTradeOnNextradeMovesToTheUnifiedStreamAtOnceAndBackWhenItLeaves() {
        let venues = KISVenueChoice(wanted: .unified, accountType: .real, nxtEligible: [])
        let session = session(venues: venues)
        session.want(onScreen: [], watchlist: [codes[0], codes[1]])
        session.start()
        scheduler.advanceTo(10)
        connector.open()
        scheduler.advanceTo(20)
        #expect(connector.controls(0, transactions: true) == ["1H0STCNT0000001", "1H0STCNT0000002"])
        venues.eligibility.set(codes[0], eligible: true)
        scheduler.advanceTo(30)
        #expect(Array(connector.controls(0, transactions: true).dropFirst(2)) == ["2H0STCNT0000001", "1H0UNCNT0000001"])
        venues.eligibility.set(codes[0], eligible: false)
        scheduler.advanceTo(40)
        #expect(Array(connector.controls(0, transactions: true).dropFirst(4)) == ["2H0UNCNT0000001", "1H0STCNT0000001"])
        session.dispose()
        venues.eligibility.set(codes[1], eligible: true)
        scheduler.advanceTo(50)
        #expect(connector.controls(0).count == 6, "a disposed session no longer follows the list")
    }

    @Test func aPaperSessionIgnoresEligibilityItCannotUse() {
        let venues = KISVenueChoice(wanted: .unified, accountType: .paper, nxtEligible: [])
        let session = session(venues: venues)
        session.want(onScreen: [], watchlist: [codes[0]])
        session.start()
        scheduler.advanceTo(10)
        connector.open()
        scheduler.advanceTo(20)
        venues.eligibility.set(codes[0], eligible: true)
        scheduler.advanceTo(30)
        #expect(connector.controls(0, transactions: true) == ["1H0STCNT0000001"])
        session.dispose()
    }
}
