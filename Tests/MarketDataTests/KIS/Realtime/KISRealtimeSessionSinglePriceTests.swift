// A real account's KRX-only codes move to KRX's single-price trades (H0STOUP0) at 16:00 and back at 18:00, by themselves.

import Domain
import Foundation
@testable import MarketData
import Networking
import Reactive
import ReactiveTesting
import Testing

@Suite struct KISRealtimeSessionSinglePriceTests {
    /// 2026-12-04 (a Friday) 15:59:00 in Korea, in seconds.
    private static let beforeFour = 1_796_367_540
    /// 16:00:00 and 18:00:00 of that day.
    private static let four = beforeFour + 60, six = beforeFour + 60 + 2 * 3_600

    /// Ticks of 1 s, starting at 15:59:00.
    private let scheduler = TestScheduler(initialClock: KISRealtimeSessionSinglePriceTests.beforeFour, resolution: 1)
    private let connector = ScriptedWebSocketConnector()
    private let samsung = StockCode("005930")!, kia = StockCode("000270")!

    /// A session of `venues` connected at 15:59:10 watching 삼성전자 (Nextrade trades it) and 기아 (KRX only here).
    private func connectedSession(_ venues: KISVenueChoice) -> KISRealtimeSession {
        let session = KISRealtimeSession(
            url: URL(string: "ws://127.0.0.1:1/tryitout")!, connector: connector, approvalKeys: FixedApprovalKeys(), scheduler: scheduler,
            backoff: ExponentialBackoff(initial: 1, maximum: 8), silenceTimeout: 86_400, jitter: { 0 }, venues: venues,
            calendar: { KRXCalendar(closures: [:]) }
        )
        session.want(onScreen: [], watchlist: [samsung, kia])
        session.start()
        scheduler.advanceTo(Self.beforeFour + 10)
        connector.open()
        scheduler.advanceTo(Self.beforeFour + 20)
        return session
    }

    @Test func aRealAccountsKRXOnlyCodeTakesTheSinglePriceTradesFrom16To18AndTheUnifiedOneStays() {
        let session = connectedSession(KISVenueChoice(wanted: .unified, accountType: .real, nxtEligible: [samsung]))
        #expect(connector.controls(0, transactions: true) == ["1H0UNCNT0005930", "1H0STCNT0000270"])
        scheduler.advanceTo(Self.four - 1)
        #expect(connector.controls(0).count == 2, "nothing moves before 16:00")
        scheduler.advanceTo(Self.four)
        #expect(Array(connector.controls(0, transactions: true).dropFirst(2)) == ["2H0STCNT0000270", "1H0STOUP0000270"])
        scheduler.advanceTo(Self.six - 1)
        #expect(connector.controls(0).count == 4, "nothing moves within the session")
        scheduler.advanceTo(Self.six)
        #expect(Array(connector.controls(0, transactions: true).dropFirst(4)) == ["2H0STOUP0000270", "1H0STCNT0000270"])
        session.dispose()
    }

    @Test func kRXAskedForOnARealAccountMovesEveryCode() {
        let session = connectedSession(KISVenueChoice(wanted: .krx, accountType: .real, nxtEligible: [samsung]))
        scheduler.advanceTo(Self.four)
        #expect(Array(connector.controls(0, transactions: true).dropFirst(2)) == ["2H0STCNT0005930", "2H0STCNT0000270", "1H0STOUP0005930", "1H0STOUP0000270"])
        session.dispose()
    }

    @Test func aPaperAccountKeepsKRXsTradesThroughTheSession() {
        let session = connectedSession(KISVenueChoice(wanted: .unified, accountType: .paper, nxtEligible: [samsung]))
        scheduler.advanceTo(Self.six + 60)
        #expect(connector.controls(0, transactions: true) == ["1H0STCNT0005930", "1H0STCNT0000270"])
        session.dispose()
    }

    @Test func aSinglePriceTradeCountsItsRegistrationLive() {
        let session = connectedSession(KISVenueChoice(wanted: .unified, accountType: .real, nxtEligible: [samsung]))
        var snapshots: [KISRealtimeSnapshot] = []
        let watch = session.snapshots.subscribe(onNext: { snapshots.append($0) })
        scheduler.advanceTo(Self.four + 600)
        let record = KISRealtimeFrameDecoderTests.record("000270", time: "161000", price: "101000", change: "1000", rate: "1.00", fieldCount: 43)
        connector.connections[0].onNext(.text("0|H0STOUP0|001|" + record))
        scheduler.advanceTo(Self.four + 601)
        #expect(snapshots.last?.tradedCodes == [kia])
        watch.dispose()
        session.dispose()
    }
}
