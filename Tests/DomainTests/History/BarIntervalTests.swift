// Bar alignment in Korea time and the five-minute aggregation the sparklines draw.

import Domain
import Foundation
import Testing

@Suite struct BarIntervalTests {
    @Test func startsAlignToTheMinuteFiveMinutesAndKoreanMidnight() {
        let moment = PriceBarFixtures.opening.addingTimeInterval(7 * 60 + 42.5)
        #expect(BarInterval.minute.start(of: moment) == PriceBarFixtures.opening.addingTimeInterval(7 * 60))
        #expect(BarInterval.fiveMinutes.start(of: moment) == PriceBarFixtures.opening.addingTimeInterval(5 * 60))
        #expect(BarInterval.day.start(of: moment) == PriceBarFixtures.midnight)
    }

    @Test func minuteBarsCombineIntoFiveMinuteBars() {
        let bars = [
            PriceBarFixtures.minute(0, close: 100, volume: 1),
            PriceBar(start: PriceBarFixtures.opening.addingTimeInterval(60), open: 101, high: 120, low: 90, close: 110, volume: 2),
            PriceBarFixtures.minute(4, close: 105, volume: 3),
            PriceBarFixtures.minute(5, close: 130, volume: 4),
        ]
        #expect(BarInterval.fiveMinutes.aggregate(bars) == [
            PriceBar(start: PriceBarFixtures.opening, open: 100, high: 120, low: 90, close: 105, volume: 6),
            PriceBar(start: PriceBarFixtures.opening.addingTimeInterval(300), open: 130, high: 130, low: 130, close: 130, volume: 4),
        ])
        #expect(BarInterval.fiveMinutes.aggregate([]) == [])
    }
}
