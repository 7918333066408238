// Price-axis labels: on the tick grid, round steps, at most the count asked.

import Domain
import Presentation
import Testing

@Suite struct ChartPriceAxisTests {
    @Test func labelsAreRoundMultiplesOfTheTickWithinTheRange() {
        #expect(ChartPriceAxis.labels(low: 70_300, high: 71_800, count: 4) == [71_500, 71_000, 70_500])
    }

    @Test func everyLabelIsOnTheGrid() {
        for (low, high) in [(1_990, 2_230), (49_120, 51_880), (480_000, 530_000), (3, 17)] {
            let labels = ChartPriceAxis.labels(low: low, high: high, count: 5)
            #expect(!labels.isEmpty)
            #expect(labels.count <= 5)
            #expect(labels.allSatisfy { KRXPriceGrid.shares.isOnGrid($0) && $0 >= low && $0 <= high }, "\(labels)")
        }
    }

    @Test func aFlatRangeOnTheGridIsItsOwnLabel() {
        #expect(ChartPriceAxis.labels(low: 5_000, high: 5_000, count: 3) == [5_000])
    }

    @Test func aRangeWithNoRoundPriceInsideHasNoLabels() {
        #expect(ChartPriceAxis.labels(low: 0, high: 10, count: 3).isEmpty)
    }
}
