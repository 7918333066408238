// The header's words about the exchange, from fixed statuses: closed and why, the phase and its hours.

import Domain
import Foundation
import Presentation
import Testing

@Suite("MarketSessionText")
struct MarketSessionTextTests {
    private static let calendar = KRXCalendar(closures: [
        CalendarDay("2026-12-25")!: .observed,
        CalendarDay("2027-01-01")!: .scheduled,
        CalendarDay("2027-05-03")!: .uncertain,
    ])

    private static func headline(_ day: String, _ hour: Int, _ minute: Int) -> String {
        MarketSessionText.headline(calendar.status(at: KRXCalendar.date(of: CalendarDay(day)!, minute: hour * 60 + minute)))
    }

    @Test("closed days say why and when KRX opens")
    func closed() {
        #expect(Self.headline("2026-12-25", 12, 0) == "KRX closed · holiday — opens Mon 12-28 09:00")
        #expect(Self.headline("2026-12-26", 12, 0) == "KRX closed · weekend — opens Mon 12-28 09:00")
        #expect(Self.headline("2026-12-28", 7, 0) == "KRX closed — opens Mon 12-28 09:00")
        #expect(Self.headline("2026-12-28", 19, 0) == "KRX closed — opens Tue 12-29 09:00")
        #expect(Self.headline("2027-05-03", 12, 0) == "KRX closed · holiday (unconfirmed) — opens Tue 05-04 09:00")
        #expect(Self.headline("2026-12-31", 20, 0) == "KRX closed — opens Mon 01-04 10:00")
    }

    @Test("each phase with its hours")
    func phases() {
        #expect(Self.headline("2026-12-28", 8, 30) == "KRX pre-market at close 08:30–08:40")
        #expect(Self.headline("2026-12-28", 8, 40) == "KRX opening auction 08:40–09:00")
        #expect(Self.headline("2026-12-28", 11, 0) == "KRX continuous trading 09:00–15:20")
        #expect(Self.headline("2026-12-28", 15, 20) == "KRX closing auction 15:20–15:30")
        #expect(Self.headline("2026-12-28", 15, 45) == "KRX after-hours at close 15:40–16:00")
        #expect(Self.headline("2026-12-28", 16, 0) == "KRX single-price 16:00–18:00")
    }

    @Test("special hours are named; an unconfirmed 수능 date says so")
    func specialDays() {
        #expect(Self.headline("2027-01-04", 9, 40) == "KRX opening auction 09:40–10:00 · late opening (first trading day)")
        #expect(Self.headline("2026-11-19", 16, 25) == "KRX closing auction 16:20–16:30 · 수능 hours")
        #expect(Self.headline("2027-11-18", 11, 0) == "KRX continuous trading 10:00–16:20 · 수능 hours (unconfirmed)")
        #expect(Self.headline("2027-11-17", 20, 0) == "KRX closed — opens Thu 11-18 10:00 (unconfirmed)")
    }

    @Test("the simulator's mode comes first, and the brief text keeps only the phase")
    func feedHours() {
        let holiday = Self.calendar.status(at: KRXCalendar.date(of: CalendarDay("2026-12-25")!, minute: 600))
        #expect(MarketSessionText.header(holiday, feedHours: .simulatedAlwaysOpen)
            == "simulated · always open · KRX closed · holiday — opens Mon 12-28 09:00")
        #expect(MarketSessionText.header(holiday, feedHours: .simulatedKRXHours)
            == "simulated · KRX hours · KRX closed · holiday — opens Mon 12-28 09:00")
        #expect(MarketSessionText.header(holiday, feedHours: .exchange) == "KRX closed · holiday — opens Mon 12-28 09:00")
        #expect(MarketSessionText.brief(holiday, feedHours: .simulatedAlwaysOpen) == "simulated · always open · KRX closed")
        #expect(MarketSessionText.brief(holiday, feedHours: .exchange) == "KRX closed")
    }

    @Test("only the always-open simulator trades while KRX is closed")
    func trading() {
        #expect(FeedHours.simulatedAlwaysOpen.isTrading(at: .closed))
        #expect(!FeedHours.simulatedKRXHours.isTrading(at: .closed))
        #expect(!FeedHours.exchange.isTrading(at: .preOpenAuction))
        #expect(FeedHours.exchange.isTrading(at: .regular))
    }
}
