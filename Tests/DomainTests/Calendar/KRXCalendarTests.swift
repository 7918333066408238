// The KRX calendar on fixed dates: weekends, holidays, late openings, 수능 hours and the next opening.

import Domain
import Foundation
import Testing

@Suite("KRXCalendar")
struct KRXCalendarTests {
    static func day(_ text: String) -> CalendarDay { CalendarDay(text)! }

    /// A few closures of krx-holidays.tsv, as the shipped table has them.
    static let calendar = KRXCalendar(closures: [
        day("2026-01-01"): .observed,
        day("2026-12-25"): .observed,
        day("2026-12-31"): .scheduled,
        day("2027-01-01"): .scheduled,
        day("2027-05-03"): .uncertain,
    ])

    /// The instant `hour`:`minute` Korea time on `day`.
    static func korea(_ day: String, _ hour: Int, _ minute: Int) -> Date {
        KoreaTime.date(of: Self.day(day), minute: hour * 60 + minute)
    }

    @Test("weekends and listed closures are closed; other weekdays trade")
    func days() {
        #expect(Self.calendar.marketDay(Self.day("2026-12-25")) == .holiday(.observed))
        #expect(Self.calendar.marketDay(Self.day("2026-12-26")) == .weekend)
        #expect(Self.calendar.marketDay(Self.day("2026-12-27")) == .weekend)
        #expect(Self.calendar.marketDay(Self.day("2026-12-28")) == .trading(.regular, uncertain: false))
        #expect(Self.calendar.session(at: Self.korea("2026-12-25", 10, 0)) == .closed)
        #expect(Self.calendar.session(at: Self.korea("2026-12-28", 10, 0)) == .regular)
    }

    @Test("an uncertain closure is closed and says so")
    func uncertain() {
        let day = Self.calendar.marketDay(Self.day("2027-05-03"))
        #expect(day == .holiday(.uncertain))
        #expect(day.isUncertain)
        #expect(!Self.calendar.marketDay(Self.day("2026-12-25")).isUncertain)
    }

    @Test("the first trading day of a year opens at 10:00, its auction from 09:30")
    func firstTradingDay() {
        #expect(Self.calendar.marketDay(Self.day("2026-01-02")).hours == .firstTradingDayOfYear)
        #expect(Self.calendar.marketDay(Self.day("2027-01-04")).hours == .firstTradingDayOfYear)
        #expect(Self.calendar.marketDay(Self.day("2027-01-05")).hours == .regular)
        #expect(Self.calendar.session(at: Self.korea("2027-01-04", 9, 0)) == .closed)
        #expect(Self.calendar.session(at: Self.korea("2027-01-04", 9, 30)) == .preMarketClosePrice)
        #expect(Self.calendar.session(at: Self.korea("2027-01-04", 9, 40)) == .preOpenAuction)
        #expect(Self.calendar.session(at: Self.korea("2027-01-04", 9, 59)) == .preOpenAuction)
        #expect(Self.calendar.session(at: Self.korea("2027-01-04", 10, 0)) == .regular)
        #expect(Self.calendar.session(at: Self.korea("2027-01-04", 15, 25)) == .closingAuction)
    }

    @Test("a year the closures do not cover has no first-trading-day late opening")
    func uncoveredYear() {
        #expect(Self.calendar.coveredYears == [2026, 2027])
        #expect(Self.calendar.marketDay(Self.day("2028-01-03")).hours == .regular)
        #expect(KRXCalendar(closures: [:]).marketDay(Self.day("2026-01-02")).hours == .regular)
    }

    @Test("수능 day opens at 10:00 and closes at 16:30; 2027's date is not confirmed")
    func examDay() {
        let exam = Self.calendar.marketDay(Self.day("2026-11-19"))
        #expect(exam == .trading(.collegeEntranceExam, uncertain: false))
        #expect(Self.calendar.session(at: Self.korea("2026-11-19", 9, 45)) == .preOpenAuction)
        #expect(Self.calendar.session(at: Self.korea("2026-11-19", 15, 25)) == .regular)
        #expect(Self.calendar.session(at: Self.korea("2026-11-19", 16, 25)) == .closingAuction)
        #expect(Self.calendar.session(at: Self.korea("2026-11-19", 16, 30)) == .pause)
        #expect(Self.calendar.session(at: Self.korea("2026-11-19", 16, 40)) == .postMarketClosePrice)
        #expect(Self.calendar.session(at: Self.korea("2026-11-19", 18, 30)) == .singlePrice)
        #expect(Self.calendar.session(at: Self.korea("2026-11-19", 19, 0)) == .closed)
        #expect(Self.calendar.marketDay(Self.day("2027-11-18")) == .trading(.collegeEntranceExam, uncertain: true))
        #expect(Self.calendar.marketDay(Self.day("2026-11-18")).hours == .regular)
    }

    @Test("the next opening skips weekends and holidays and keeps a late opening's hour")
    func nextOpening() {
        let christmas = Self.calendar.status(at: Self.korea("2026-12-25", 12, 0))
        #expect(christmas.session == .closed)
        #expect(christmas.phaseSpan == nil)
        #expect(christmas.marketDay == .holiday(.observed))
        #expect(christmas.nextOpening.day == Self.day("2026-12-28"))
        #expect(christmas.nextOpening.minute == 9 * 60)
        let yearEnd = Self.calendar.status(at: Self.korea("2026-12-30", 20, 0)).nextOpening
        #expect(yearEnd.day == Self.day("2027-01-04"))
        #expect(yearEnd.minute == 10 * 60)
        #expect(Self.calendar.status(at: Self.korea("2026-12-28", 8, 45)).nextOpening.day == Self.day("2026-12-28"))
        #expect(Self.calendar.status(at: Self.korea("2026-12-28", 9, 0)).nextOpening.day == Self.day("2026-12-29"))
    }

    @Test("the latest session is today's from its opening on, else the trading day before (weekends, holidays, late openings)")
    func latestSessionDay() {
        #expect(Self.calendar.latestSessionDay(at: Self.korea("2026-12-28", 10, 0)) == Self.day("2026-12-28"))
        #expect(Self.calendar.latestSessionDay(at: Self.korea("2026-12-28", 9, 0)) == Self.day("2026-12-28"))
        #expect(Self.calendar.latestSessionDay(at: Self.korea("2026-12-28", 8, 59)) == Self.day("2026-12-24"), "Monday before the open: the holiday and the weekend are skipped")
        #expect(Self.calendar.latestSessionDay(at: Self.korea("2026-12-25", 10, 0)) == Self.day("2026-12-24"))
        #expect(Self.calendar.latestSessionDay(at: Self.korea("2026-12-27", 23, 0)) == Self.day("2026-12-24"))
        #expect(Self.calendar.latestSessionDay(at: Self.korea("2026-12-24", 20, 0)) == Self.day("2026-12-24"), "after the close it is still today's")
        #expect(Self.calendar.latestSessionDay(at: Self.korea("2027-01-04", 9, 30)) == Self.day("2026-12-30"), "the year's first day opens at 10:00")
    }

    @Test("the trading day before a day skips weekends and closures, whatever the day itself is")
    func tradingDayBefore() {
        #expect(Self.calendar.tradingDay(before: Self.day("2026-12-29")) == Self.day("2026-12-28"))
        #expect(Self.calendar.tradingDay(before: Self.day("2026-12-28")) == Self.day("2026-12-24"), "Monday: the weekend and the 25th are skipped")
        #expect(Self.calendar.tradingDay(before: Self.day("2026-12-26")) == Self.day("2026-12-24"), "a Saturday after a holiday")
    }

    @Test("the status names the phase and its span")
    func phaseSpan() {
        let auction = Self.calendar.status(at: Self.korea("2026-12-28", 8, 45))
        #expect(auction.session == .preOpenAuction)
        #expect(auction.phaseSpan == (8 * 60 + 40)..<(9 * 60))
        let singlePrice = Self.calendar.status(at: Self.korea("2026-12-28", 17, 0))
        #expect(singlePrice.phaseSpan == (16 * 60)..<(18 * 60))
    }

    @Test("days are Korea's: 00:30 on Monday in Seoul is Sunday in UTC")
    func koreaDay() {
        let status = Self.calendar.status(at: Self.korea("2026-12-28", 0, 30))
        #expect(status.day == Self.day("2026-12-28"))
        #expect(status.marketDay == .trading(.regular, uncertain: false))
    }
}

@Suite("CalendarDay")
struct CalendarDayTests {
    @Test("parses YYYY-MM-DD only, and only real days")
    func parsing() {
        #expect(CalendarDay("2026-12-25") == CalendarDay(year: 2026, month: 12, day: 25))
        #expect(CalendarDay("2024-02-29") != nil)
        for bad in ["2026-02-29", "2026-13-01", "2026-1-01", "20261225", "2026-12-25 ", "", "2026-12"] {
            #expect(CalendarDay(bad) == nil)
        }
        #expect(CalendarDay(year: 2026, month: 1, day: 2)?.description == "2026-01-02")
    }

    @Test("weekdays and day arithmetic across months and years")
    func arithmetic() {
        #expect(CalendarDay("2026-12-25")!.isoWeekday == 5)
        #expect(CalendarDay("2026-12-26")!.isWeekend)
        #expect(CalendarDay("1970-01-01")!.daysSinceEpoch == 0)
        #expect(CalendarDay("2026-12-31")!.adding(days: 1) == CalendarDay("2027-01-01"))
        #expect(CalendarDay("2024-03-01")!.adding(days: -1) == CalendarDay("2024-02-29"))
        #expect(CalendarDay(daysSinceEpoch: CalendarDay("2027-05-03")!.daysSinceEpoch) == CalendarDay("2027-05-03"))
    }
}
