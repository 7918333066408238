// Tests of `--clock`'s value: a whole Korea-time moment or a time of day today, and what is refused.

import Domain
import Foundation
import Testing
@testable import StockWatchAppCore

@Suite struct ClockStartTests {
    @Test func aMomentIsThatMinuteInKorea() throws {
        let start = try #require(ClockStart("2026-12-25T10:00"))
        #expect(start == .moment(CalendarDay("2026-12-25")!, second: 36_000))
        // 10:00 KST is 01:00 UTC.
        #expect(start.date(now: Date(timeIntervalSince1970: 0)) == Date(timeIntervalSince1970: 1_798_160_400))
    }

    @Test func aTimeOfDayIsTodayInKoreaNotInUTC() throws {
        let start = try #require(ClockStart("15:25"))
        #expect(start == .timeOfDay(second: 55_500))
        // 2026-12-24T20:00 UTC is already 12-25 05:00 in Korea.
        let now = Date(timeIntervalSince1970: 1_798_142_400)
        #expect(start.date(now: now) == KoreaTime.date(of: CalendarDay("2026-12-25")!, minute: 925))
    }

    @Test func secondsMayBeGiven() throws {
        let start = try #require(ClockStart("2026-12-25T15:29:50"))
        #expect(start == .moment(CalendarDay("2026-12-25")!, second: 55_790))
        #expect(start.date(now: Date(timeIntervalSince1970: 0)) == KoreaTime.date(of: CalendarDay("2026-12-25")!, minute: 929).addingTimeInterval(50))
        #expect(ClockStart("23:59:59") == .timeOfDay(second: 86_399))
    }

    @Test func anythingElseIsRefused() {
        for text in ["", "10", "24:00", "10:60", "9:00", "+1:00", "10:00:60", "10:00:5", "10:00:00:00", "10:00:", "2026-02-30T10:00", "2026-12-25", "2026-12-25T", "2026-12-25T10:00T1"] {
            #expect(ClockStart(text) == nil, "\(text)")
        }
    }
}
