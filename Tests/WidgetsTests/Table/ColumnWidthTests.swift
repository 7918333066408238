// Column width resolution: minimums, weighted spare width, hidden columns when narrow.

import Testing
import Widgets

@Suite struct ColumnWidthTests {
    @Test func spareWidthGoesToFlexibleColumnsByWeight() {
        let widths = ColumnWidth.resolve(
            [.fixed(6), .flexible(weight: 2, minimum: 4), .flexible(weight: 1, minimum: 4)],
            spacing: 1, available: 30)
        // Minimums 14 + 2 spacing = 16; 14 spare: 9 and 4, remainder 1 to the first flexible.
        #expect(widths == [6, 14, 8])
    }

    @Test func fixedColumnsOnlyLeaveTheRestEmpty() {
        #expect(ColumnWidth.resolve([.fixed(3), .fixed(4)], spacing: 2, available: 20) == [3, 4])
    }

    @Test func columnsThatDoNotFitAreHiddenFromTheFirstOneOn() {
        let widths = ColumnWidth.resolve([.fixed(6), .flexible(minimum: 8), .fixed(9), .fixed(2)], spacing: 1, available: 20)
        #expect(widths == [6, 13, 0, 0])
    }

    @Test func nothingFitsInZeroCells() {
        #expect(ColumnWidth.resolve([.fixed(1), .flexible()], spacing: 1, available: 0) == [0, 0])
    }
}
