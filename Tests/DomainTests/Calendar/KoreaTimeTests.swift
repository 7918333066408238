// Korea time against instants written in UTC: the day and minute, and back, around midnight and before 1970.

import Domain
import Foundation
import Testing

@Suite("KoreaTime")
struct KoreaTimeTests {
    @Test("15:00 UTC is the next Korea day's midnight; 14:59 UTC is still 23:59 of the day before")
    func midnight() {
        let fifteenUTC = Date(timeIntervalSince1970: 15 * 3600)
        #expect(KoreaTime.dayAndMinute(fifteenUTC) == (CalendarDay("1970-01-02")!, 0))
        #expect(KoreaTime.dayAndMinute(fifteenUTC.addingTimeInterval(-60)) == (CalendarDay("1970-01-01")!, 23 * 60 + 59))
    }

    @Test("an instant before 1970 falls on the right Korea day (the division rounds down, not toward zero)")
    func beforeTheEpoch() {
        let lateEvening = Date(timeIntervalSince1970: -10 * 3600)
        #expect(KoreaTime.dayAndMinute(lateEvening) == (CalendarDay("1969-12-31")!, 23 * 60))
    }

    @Test("date(of:minute:) inverts dayAndMinute at every minute of a day")
    func roundTrip() {
        let day = CalendarDay("2026-12-04")!
        for minute in 0..<(24 * 60) {
            #expect(KoreaTime.dayAndMinute(KoreaTime.date(of: day, minute: minute)) == (day, minute))
        }
    }

    @Test("the calendar's components are Korea time whatever the machine's zone")
    func calendarComponents() {
        let parts = KoreaTime.calendar.dateComponents([.day, .hour], from: Date(timeIntervalSince1970: 15 * 3600))
        #expect(parts.day == 2)
        #expect(parts.hour == 0)
    }
}
