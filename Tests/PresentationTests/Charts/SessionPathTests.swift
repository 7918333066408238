// Today's path in slots: quotes and bars put in their slot, gaps carried, the morning auction left out, a new day starting over.

import Domain
import Foundation
import Presentation
import Testing

@Suite struct SessionPathTests {
    /// 09:00 Korea time on 1 January 1970 plus `minutes`.
    private func at(minutes: Double) -> Date { Date(timeIntervalSince1970: minutes * 60) }

    @Test func fiveMinuteSlotsCoverTheSession() {
        #expect(SessionPath(interval: .fiveMinutes).slotCount == 78)
        #expect(SessionPath(interval: .minute).slotCount == 390)
    }

    @Test func eachSlotKeepsItsLastPriceAndQuietSlotsCarryTheEarlierOne() {
        var path = SessionPath(interval: .fiveMinutes)
        path.record(100, at: at(minutes: 0))
        path.record(101, at: at(minutes: 4))
        path.record(105, at: at(minutes: 16))
        #expect(path.prices == [101, 101, 101, 105])
    }

    @Test func beforeTheOpenIsNotOnThePathAndTheCloseGoesInTheLastSlot() {
        var path = SessionPath(interval: .minute)
        path.record(99, at: at(minutes: -10))
        #expect(path.prices.isEmpty)
        path.record(100, at: at(minutes: 390))
        #expect(path.prices.count == 390)
        #expect(path.prices.last == 100)
    }

    @Test func anOlderSlotThanTheLastIsIgnored() {
        var path = SessionPath(interval: .minute)
        path.record(100, at: at(minutes: 5))
        path.record(90, at: at(minutes: 2))
        #expect(path.prices.last == 100)
        #expect(path.prices.count == 6)
    }

    @Test func aLaterDayStartsOver() {
        var path = SessionPath(interval: .minute)
        path.record(100, at: at(minutes: 30))
        path.record(200, at: at(minutes: 24 * 60 + 1))
        #expect(path.prices == [nil, 200])
    }

    @Test func beforeALaterDaysOpeningTheEarlierSessionStays() {
        var path = SessionPath(interval: .minute)
        path.record(100, at: at(minutes: 30))
        path.record(150, at: at(minutes: 24 * 60 - 60))
        #expect(path.prices.count == 31, "a pre-open trade of the next day does not empty the path")
        #expect(path.date == Date(timeIntervalSince1970: -9 * 3600), "the path is of 1 January 1970 (Korea time)")
        path.record(200, at: at(minutes: 24 * 60))
        #expect(path.prices == [200])
        #expect(path.date == Date(timeIntervalSince1970: 86_400 - 9 * 3600))
    }

    @Test func aNextradeDaysPathPutsEveningAndPreMarketTradesInTheirOwnMinute() {
        var path = SessionPath(interval: .minute, minutes: 8 * 60..<20 * 60)
        #expect(path.slotCount == 720)
        path.record(100, at: at(minutes: -30))
        #expect(path.prices == [nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, 100], "08:30")
        path.record(110, at: at(minutes: 10 * 60 + 42))
        #expect(path.prices.count == 703, "19:42 is slot 702")
        #expect(path.prices.last == 110)
        path.record(120, at: at(minutes: 11 * 60 + 5))
        #expect(path.prices.count == 720, "a trade after 20:00 is in the last slot")
    }

    @Test func aLaterDayStartsOverItsOwnMinutes() {
        let thursday = CalendarDay(daysSinceEpoch: 0)
        var path = SessionPath(interval: .minute)
        let minutesOfDay = { (day: CalendarDay) in day == thursday ? SessionPath.krxMainMarket : 8 * 60..<20 * 60 }
        path.record(100, at: at(minutes: 30), minutesOfDay: minutesOfDay)
        path.record(150, at: at(minutes: 24 * 60 - 61), minutesOfDay: minutesOfDay)
        #expect(path.prices.count == 31, "07:59 on Friday is before its first minute: Thursday's path stays")
        path.record(200, at: at(minutes: 24 * 60 - 60), minutesOfDay: minutesOfDay)
        #expect(path.prices == [200], "08:00 on Friday starts Friday's path")
        #expect(path.minutes == 8 * 60..<20 * 60)
    }

    @Test func barsGiveTheirCloses() {
        let bars = [0, 1, 3].map { minute in
            PriceBar(start: at(minutes: Double(minute)), open: 10, high: 12, low: 9, close: 10 + minute, volume: 5)
        }
        #expect(SessionPath(bars: bars, interval: .minute).prices == [10, 11, 11, 13])
    }
}
