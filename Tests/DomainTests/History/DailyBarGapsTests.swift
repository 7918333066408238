// Which days a daily chart must fetch: all when nothing is cached, the last day again, real gaps only.

import Domain
import Foundation
import Testing

@Suite struct DailyBarGapsTests {
    typealias F = PriceBarFixtures

    @Test func nothingCachedFetchesTheWholeSpan() {
        #expect(DailyBarGaps.missingRanges(cached: [], from: F.day(0).start, through: F.day(30).start) == [F.day(0).start...F.day(30).start])
    }

    @Test func aFullCacheFetchesOnlyItsLastDayOnward() {
        let cached = (0...28).filter { $0 % 7 < 5 }.map { F.day($0) }
        #expect(DailyBarGaps.missingRanges(cached: cached, from: F.day(0).start, through: F.day(30).start) == [F.day(28).start...F.day(30).start])
    }

    @Test func aMissingWeekInsideAndAMissingStartAreFetched() {
        let cached = [F.day(10), F.day(11), F.day(25), F.day(26)]
        #expect(DailyBarGaps.missingRanges(cached: cached, from: F.day(0).start, through: F.day(26).start) == [
            F.day(0).start...F.day(9).start, F.day(12).start...F.day(24).start, F.day(26).start...F.day(26).start,
        ])
    }

    @Test func aHolidayLongWeekendIsNoGap() {
        let cached = [F.day(0), F.day(1), F.day(8), F.day(9)]
        #expect(DailyBarGaps.missingRanges(cached: cached, from: F.day(0).start, through: F.day(9).start) == [F.day(9).start...F.day(9).start])
    }
}
