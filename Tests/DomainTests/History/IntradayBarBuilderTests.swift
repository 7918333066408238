// Ticks to minute bars: running volume differences, the same minute merged, no trade no bar, a new day.

import Domain
import Foundation
import Testing

@Suite struct IntradayBarBuilderTests {
    typealias F = PriceBarFixtures

    @Test func quotesInOneMinuteMergeAndTheNextMinuteStartsABar() {
        var builder = IntradayBarBuilder(bars: [F.minute(0, close: 70_000, volume: 100)], complete: true)
        #expect(builder.apply(F.quote(at: 61, price: 70_100, volume: 130)) == F.minute(1, close: 70_100, volume: 30))
        let merged = builder.apply(F.quote(at: 100, price: 69_900, volume: 150))
        #expect(merged == PriceBar(start: F.minute(1, close: 0).start, open: 70_100, high: 70_100, low: 69_900, close: 69_900, volume: 50))
        #expect(builder.apply(F.quote(at: 125, price: 70_000, volume: 151))?.start == F.minute(2, close: 0).start)
        #expect(builder.bars.count == 3)
    }

    @Test func aQuoteWithoutNewVolumeOrOlderThanTheLastBarMakesNoBar() {
        var builder = IntradayBarBuilder(bars: [F.minute(5, close: 70_000, volume: 100)], complete: true)
        #expect(builder.apply(F.quote(at: 400, price: 70_500, volume: 100)) == nil)
        #expect(builder.apply(F.quote(at: 10, price: 70_500, volume: 120)) == nil)
        #expect(builder.bars == [F.minute(5, close: 70_000, volume: 100)])
    }

    @Test func anIncompleteStartOnlyCalibratesTheRunningVolume() {
        var builder = IntradayBarBuilder(bars: [], complete: false)
        #expect(builder.apply(F.quote(at: 30, price: 70_000, volume: 5_000_000)) == nil)
        #expect(builder.apply(F.quote(at: 90, price: 70_100, volume: 5_000_040))?.volume == 40)
    }

    @Test func aRunningVolumeBelowTheBarsSumResetsItInsteadOfMakingABar() {
        var builder = IntradayBarBuilder(bars: [F.minute(0, close: 70_000, volume: 900)], complete: true)
        #expect(builder.apply(F.quote(at: 61, price: 70_100, volume: 100)) == nil)
        #expect(builder.apply(F.quote(at: 62, price: 70_200, volume: 130))?.volume == 30)
    }

    @Test func aQuoteOnTheNextDayStartsItsVolumeOverAndKeepsOnlyTheDayBefore() {
        var builder = IntradayBarBuilder(bars: [F.minute(0, close: 70_000, volume: 100)], complete: true)
        let nextDay = F.quote(at: 86_400 + 5, price: 71_000, volume: 20)
        #expect(builder.apply(nextDay)?.volume == 20)
        #expect(builder.bars.map(\.close) == [70_000, 71_000], "the last session's bars stay behind the new day's")
        let dayAfter = F.quote(at: 2 * 86_400 + 5, price: 72_000, volume: 30)
        #expect(builder.apply(dayAfter)?.volume == 30)
        #expect(builder.bars.map(\.close) == [71_000, 72_000], "older days go")
    }
}
