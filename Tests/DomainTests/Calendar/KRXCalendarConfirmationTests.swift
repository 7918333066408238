// The holiday file confirmed or overridden by the exchange's own word about each date.

import Domain
import Testing

@Suite struct KRXCalendarConfirmationTests {
    private static let uncertain = CalendarDay("2027-05-03")!
    private static let observed = CalendarDay("2025-01-01")!
    private static let bundled = KRXCalendar(closures: [uncertain: .uncertain, observed: .observed])

    @Test func anUncertainClosureReportedClosedIsNoLongerUnconfirmed() {
        #expect(Self.bundled.marketDay(Self.uncertain).isUncertain)
        let confirmed = Self.bundled.confirming([MarketDayConfirmation(day: Self.uncertain, isOpen: false)])
        #expect(confirmed.marketDay(Self.uncertain) == .holiday(.scheduled))
        #expect(!confirmed.marketDay(Self.uncertain).isUncertain)
    }

    @Test func aClosureReportedOpenTradesWithRegularHours() {
        let confirmed = Self.bundled.confirming([MarketDayConfirmation(day: Self.uncertain, isOpen: true)])
        #expect(confirmed.marketDay(Self.uncertain) == .trading(.regular, uncertain: false))
    }

    @Test func aWeekdayTheFileDidNotKnowBecomesAClosure() {
        let extra = CalendarDay("2026-06-03")!
        #expect(Self.bundled.marketDay(extra).hours != nil)
        let confirmed = Self.bundled.confirming([MarketDayConfirmation(day: extra, isOpen: false)])
        #expect(confirmed.marketDay(extra) == .holiday(.scheduled))
    }

    @Test func weekendsAndObservedClosuresKeepTheirKind() {
        let saturday = CalendarDay("2026-12-05")!
        let confirmed = Self.bundled.confirming([
            MarketDayConfirmation(day: saturday, isOpen: true), MarketDayConfirmation(day: Self.observed, isOpen: false),
        ])
        #expect(confirmed.marketDay(saturday) == .weekend)
        #expect(confirmed.marketDay(Self.observed) == .holiday(.observed))
        #expect(confirmed.examDays == Self.bundled.examDays)
    }
}
