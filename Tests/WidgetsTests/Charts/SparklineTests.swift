// The sparkline on the memory canvas: levels, colours against the previous close, untraded time blank.

import TUICore
import Testing
import Widgets

@Suite struct SparklineTests {
    static let palette = ChartPalette(rise: Style(foreground: .red), fall: Style(foreground: .blue))
    private let legend: [Style: Character] = [.plain: ".", Style(foreground: .red): "R", Style(foreground: .blue): "B"]

    private func drawn(_ prices: [Int?], slots: Int, reference: Int? = nil, width: Int) -> MemoryCanvas {
        let canvas = MemoryCanvas(size: Size(width: width, height: 1))
        Sparkline(prices: prices, slotCount: slots, reference: reference, palette: Self.palette).draw(in: canvas.bounds, on: canvas)
        return canvas
    }

    @Test func aRisingPathClimbsEveryLevelColouredAgainstThePreviousClose() {
        let canvas = drawn([100, 101, 102, 103, 104, 105, 106, 107], slots: 8, reference: 103, width: 8)
        #expect(canvas.lines == ["▁▂▃▄▅▆▇█"])
        #expect(canvas.styleLine(0, legend: legend) == "BBB.RRRR")
    }

    @Test func timeNotTradedYetIsLeftBlank() {
        let canvas = drawn([100, 102, 101, 104], slots: 8, reference: 100, width: 8)
        #expect(canvas.lines == ["▁▄▃█    "])
    }

    @Test func aFlatDaySitsInTheMiddle() {
        let canvas = drawn([5_000, 5_000, 5_000], slots: 3, reference: 5_000, width: 3)
        #expect(canvas.lines == ["▄▄▄"])
        #expect(canvas.styleLine(0, legend: legend) == "...")
    }

    @Test func noBarsDrawNothing() {
        let canvas = drawn([], slots: 78, reference: 100, width: 10)
        #expect(canvas.lines == [String(repeating: " ", count: 10)])
    }

    @Test func oneBarIsOneCellAtTheStart() {
        let canvas = drawn([71_500], slots: 78, reference: 71_000, width: 13)
        #expect(canvas.trimmedLines == ["▄"])
        #expect(canvas.styleLine(0, legend: legend).first == "R")
    }

    @Test func aLimitUpDayStaysAtTheTopOnceThere() {
        let canvas = drawn([10_000, 11_000, 12_000, 13_000, 13_000, 13_000], slots: 6, reference: 10_000, width: 6)
        #expect(canvas.lines == ["▁▃▆███"])
    }

    @Test func manySlotsPerCellShowEachCellsLastPrice() {
        let prices: [Int?] = (0..<78).map { 1_000 + $0 }
        let canvas = drawn(prices, slots: 78, reference: 1_000, width: 13)
        #expect(canvas.lines == ["▁▂▃▃▄▄▅▅▆▆▇▇█"])
    }

    @Test func aGapInTheDataLeavesItsCellBlank() {
        let canvas = drawn([100, nil, 104], slots: 3, width: 3)
        #expect(canvas.lines == ["▁ █"])
    }
}
