// The minutes a stock trades on a day, at their boundary minutes: KRX-only and Nextrade stocks on a normal
// day, the year's first trading day, 수능 day, a closed day, and with KRX's planned extended markets on.

import Domain
import Foundation
import Testing

@Suite("KRXCalendar trading minutes")
struct KRXCalendarTradingMinutesTests {
    static let calendar = KRXCalendar(closures: [CalendarDay("2026-01-01")!: .observed, CalendarDay("2026-12-25")!: .observed])

    /// `hhmm` (`8_00` is 08:00) as minutes after midnight.
    static func minute(_ hhmm: Int) -> Int { hhmm / 100 * 60 + hhmm % 100 }

    @Test(
        "the first and the last minute a stock trades, and not the minutes either side",
        arguments: [
            ("2026-12-04", false, 9_00, 15_30), ("2026-12-04", true, 8_00, 20_00),
            ("2026-01-02", false, 10_00, 15_30), ("2026-01-02", true, 10_00, 20_00),
            ("2026-11-19", false, 10_00, 16_30), ("2026-11-19", true, 10_00, 20_00),
        ]
    )
    func boundaries(day: String, nextrade: Bool, start: Int, end: Int) throws {
        let minutes = try #require(Self.calendar.tradingMinutes(on: CalendarDay(day)!, nextrade: nextrade))
        #expect(minutes.contains(Self.minute(start)))
        #expect(!minutes.contains(Self.minute(start) - 1))
        #expect(minutes.contains(Self.minute(end) - 1))
        #expect(!minutes.contains(Self.minute(end)))
    }

    @Test("no minutes on a weekend or a holiday")
    func closedDays() {
        #expect(Self.calendar.tradingMinutes(on: CalendarDay("2026-12-05")!, nextrade: true) == nil)
        #expect(Self.calendar.tradingMinutes(on: CalendarDay("2026-12-25")!, nextrade: false) == nil)
    }

    @Test("KRX's planned pre- and after-markets widen a KRX-only stock's day to 07:00–20:00")
    func krxExtendedMarkets() {
        let calendar = KRXCalendar(closures: [:], sessions: SessionTable(krxExtendedMarkets: true))
        #expect(calendar.tradingMinutes(on: CalendarDay("2026-12-04")!, nextrade: false) == Self.minute(7_00)..<Self.minute(20_00))
    }

    @Test("a stock trades in the continuous phases only: no auction, no Nextrade pause")
    func continuousMinutes() {
        let friday = CalendarDay("2026-12-04")!
        let nextrade = StockTradingMinutes(calendar: Self.calendar, nextrade: true).continuous(on: friday)
        #expect(nextrade == [Self.minute(8_00)..<Self.minute(8_50), Self.minute(9_00)..<Self.minute(15_20), Self.minute(15_30)..<Self.minute(20_00)])
        #expect(StockTradingMinutes(calendar: Self.calendar, nextrade: false).continuous(on: friday) == [Self.minute(9_00)..<Self.minute(15_20)])
        let examDay = Self.calendar.sessions.continuousMinutes(on: .collegeEntranceExam, nextrade: true)
        #expect(examDay == [Self.minute(10_00)..<Self.minute(16_20), Self.minute(16_30)..<Self.minute(20_00)])
    }
}
