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
        MarketSessionText.headline(calendar.status(at: KoreaTime.date(of: CalendarDay(day)!, minute: hour * 60 + minute)))
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

    private static func statuses(_ day: String, _ hour: Int, _ minute: Int) -> VenueStatuses {
        calendar.statuses(at: KoreaTime.date(of: CalendarDay(day)!, minute: hour * 60 + minute))
    }

    @Test("both venues are named: NXT's phase while it runs, its next opening when both are shut")
    func bothVenues() {
        #expect(MarketSessionText.headline(Self.statuses("2026-12-04", 19, 42)) == "KRX closed — opens Mon 12-07 09:00 · NXT after-market 15:30–20:00")
        #expect(MarketSessionText.headline(Self.statuses("2026-12-04", 8, 10)) == "KRX closed — opens Fri 12-04 09:00 · NXT pre-market 08:00–08:50")
        #expect(MarketSessionText.headline(Self.statuses("2026-12-04", 8, 55)) == "KRX opening auction 08:40–09:00 · NXT pause 08:50–09:00")
        #expect(MarketSessionText.headline(Self.statuses("2026-12-26", 12, 0)) == "KRX · NXT closed · weekend — NXT opens Mon 12-28 08:00, KRX 09:00")
        #expect(MarketSessionText.headline(Self.statuses("2026-11-19", 9, 35)) == "KRX pre-market at close 09:30–09:40 · 수능 hours · NXT closed")
        #expect(MarketSessionText.brief(Self.statuses("2026-12-04", 19, 42), feedHours: .exchange) == "KRX closed · NXT after-market")
        #expect(MarketSessionText.shortest(Self.statuses("2026-12-04", 19, 42), feedHours: .exchange) == "KRX closed · NXT after")
    }

    @Test("the simulator's note comes first at every length: its own session while both venues are shut")
    func feedHours() {
        let holiday = Self.statuses("2026-12-25", 10, 0)
        #expect(MarketSessionText.header(holiday, feedHours: .simulatedAlwaysOpen)
            == "simulated session · KRX · NXT closed · holiday — NXT opens Mon 12-28 08:00, KRX 09:00")
        #expect(MarketSessionText.header(holiday, feedHours: .simulatedKRXHours)
            == "simulated · exchange hours · KRX · NXT closed · holiday — NXT opens Mon 12-28 08:00, KRX 09:00")
        #expect(MarketSessionText.header(holiday, feedHours: .exchange) == "KRX · NXT closed · holiday — NXT opens Mon 12-28 08:00, KRX 09:00")
        #expect(MarketSessionText.brief(holiday, feedHours: .simulatedAlwaysOpen) == "simulated session · KRX · NXT closed · holiday")
        #expect(MarketSessionText.shortest(holiday, feedHours: .simulatedAlwaysOpen) == "sim · KRX · NXT closed")
        let evening = Self.statuses("2026-12-28", 19, 0)
        #expect(MarketSessionText.brief(evening, feedHours: .simulatedAlwaysOpen) == "simulated · KRX closed · NXT after-market")
        #expect(MarketSessionText.shortest(evening, feedHours: .simulatedAlwaysOpen) == "sim · KRX closed · NXT after")
    }

    @Test("the simulator trades while both venues are shut; a real feed only while a venue trades")
    func trading() {
        #expect(FeedHours.simulatedAlwaysOpen.isTrading(at: Self.statuses("2026-12-25", 10, 0)))
        #expect(!FeedHours.simulatedKRXHours.isTrading(at: Self.statuses("2026-12-25", 10, 0)))
        #expect(!FeedHours.exchange.isTrading(at: Self.statuses("2026-12-28", 8, 55)))
        #expect(!FeedHours.simulatedAlwaysOpen.isTrading(at: Self.statuses("2026-12-28", 8, 55)), "an auction and a pause are not shut")
        #expect(FeedHours.exchange.isTrading(at: Self.statuses("2026-12-28", 19, 0)), "NXT's after-market")
        #expect(FeedHours.exchange.isTrading(at: Self.statuses("2026-12-28", 11, 0)))
    }
}
