// When a row may show KRX's after-hours single-price trade: from the session's start to the next session's first phase.

import Domain
import Foundation
@testable import MarketData
import Testing

@Suite struct KISSinglePriceWindowTests {
    /// 2026-12-07 (Monday) closed, so Friday the 4th's session stands until Tuesday's 08:30.
    private let calendar = KRXCalendar(closures: [CalendarDay(year: 2026, month: 12, day: 7)!: .observed])
    private let friday = CalendarDay(year: 2026, month: 12, day: 4)!

    private func window(_ day: Int, _ hour: Int, _ minute: Int, calendar: KRXCalendar? = nil) -> KISSinglePriceWindow? {
        KISSinglePriceWindow(at: KoreaTime.date(of: CalendarDay(year: 2026, month: 12, day: day)!, minute: hour * 60 + minute), calendar: calendar ?? self.calendar)
    }

    @Test func opensWithTheSingleSessionOfATradingDay() {
        #expect(window(4, 15, 59) == nil, "the day's regular close and close-price trades are the row's own price")
        #expect(window(4, 16, 0) == KISSinglePriceWindow(day: friday, session: 960..<1080))
        #expect(window(4, 19, 30)?.day == friday)
        #expect(window(4, 23, 59)?.day == friday)
    }

    @Test func lastsOverClosedDaysUntilTheNextSessionsFirstPhase() {
        #expect(window(5, 12, 0)?.day == friday, "Saturday")
        #expect(window(7, 9, 0)?.day == friday, "a Monday holiday")
        #expect(window(8, 8, 29)?.day == friday, "Tuesday before 08:30")
        #expect(window(8, 8, 30) == nil, "Tuesday's pre-market close-price trades have begun")
        #expect(window(8, 12, 0) == nil)
    }

    @Test func followsTheExamDaysLaterSession() {
        let exam = CalendarDay(year: 2026, month: 11, day: 19)!
        let at = { (minute: Int) in KISSinglePriceWindow(at: KoreaTime.date(of: exam, minute: minute), calendar: self.calendar) }
        #expect(at(16 * 60 + 30) == nil)
        #expect(at(17 * 60) == KISSinglePriceWindow(day: exam, session: 1020..<1140))
    }

    @Test func noneWhereTheTableHasNoSingleSession() {
        let extended = KRXCalendar(closures: [:], sessions: SessionTable(krxExtendedMarkets: true))
        #expect(window(4, 19, 30, calendar: extended) == nil)
        #expect(window(5, 12, 0, calendar: extended) == nil)
    }

    @Test func coversTheSessionsLastMatch() {
        let session = KISSinglePriceWindow(day: friday, session: 960..<1080)
        #expect(session.sessionContains(secondsAfterMidnight: 18 * 3_600))
        #expect(!session.sessionContains(secondsAfterMidnight: 18 * 3_600 + 1))
        #expect(!session.sessionContains(secondsAfterMidnight: 15 * 3_600 + 59 * 60))
    }

    @Test func matchesEveryTenMinutesUntilTheSessionsEnd() {
        let session = KISSinglePriceWindow(day: friday, session: 960..<1080)
        let at = { (hour: Int, minute: Int, second: Int) in
            KoreaTime.date(of: self.friday, minute: hour * 60 + minute).addingTimeInterval(TimeInterval(second))
        }
        #expect(session.nextMatch(after: at(16, 0, 0)) == at(16, 10, 0))
        #expect(session.nextMatch(after: at(16, 9, 59)) == at(16, 10, 0))
        #expect(session.nextMatch(after: at(16, 10, 0)) == at(16, 20, 0), "a read at the match itself is not out of date")
        #expect(session.nextMatch(after: at(17, 55, 0)) == at(18, 0, 0), "the last match, at the session's end")
        #expect(session.nextMatch(after: at(18, 0, 0)) == nil)
        #expect(session.nextMatch(after: at(19, 30, 0)) == nil)
    }
}
