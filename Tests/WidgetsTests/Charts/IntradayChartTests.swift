// The intraday chart on the memory canvas: the braille line, the previous-close line, labels, flat and empty days.

import DisplayText
import TUICore
import Testing
import Widgets

@Suite struct IntradayChartTests {
    private let legend: [Style: Character] = [
        .plain: ".", Style(foreground: .red): "R", Style(foreground: .blue): "B", Style(dim: true): "d",
    ]

    private func drawn(_ chart: IntradayChart, width: Int, height: Int) -> MemoryCanvas {
        let canvas = MemoryCanvas(size: Size(width: width, height: height))
        chart.draw(in: canvas.bounds, on: canvas)
        return canvas
    }

    private func chart(_ prices: [Int?], slots: Int, reference: Int?, labels: [ChartLabel] = [], times: [ChartLabel] = []) -> IntradayChart {
        IntradayChart(prices: prices, slotCount: slots, reference: reference, priceLabels: labels, timeLabels: times, palette: SparklineTests.palette)
    }

    @Test func aRiseAboveThePreviousCloseIsARedLineOverTheDottedClose() {
        let canvas = drawn(chart([100, 101, 102, 103, 104, 105, 106, 107], slots: 8, reference: 100), width: 4, height: 2)
        #expect(canvas.lines == ["  ⣠⠞", "⣠⠞⠁┈"])
        #expect(canvas.styleLine(0, legend: legend) == "..RR")
        #expect(canvas.styleLine(1, legend: legend) == "RRRd")
    }

    @Test func labelsAreDrawnOnTheRowsOfTheirPricesAndTimesUnderTheirSlots() {
        let labels = [ChartLabel(value: 107, text: "107"), ChartLabel(value: 100, text: "100")]
        let times = [ChartLabel(value: 0, text: "09시"), ChartLabel(value: 6, text: "15:30")]
        let canvas = drawn(chart([100, 101, 102, 103, 104, 105, 106, 107], slots: 8, reference: 100, labels: labels, times: times), width: 16, height: 4)
        #expect(canvas.lines == ["       ⢀⣀⡤⠼⠉ 107", "    ⢠⠤⠖⠚        ", "⣀⣰⠒⠋⠉┈┈┈┈┈┈┈ 100", "09시     15:30  "])
        #expect(canvas.lines.allSatisfy { DisplayWidth.of($0) == 16 })
    }

    @Test func aFlatDayIsOneStraightLineOnThePreviousClose() {
        let canvas = drawn(chart([5_000, 5_000, 5_000, 5_000], slots: 4, reference: 5_000), width: 2, height: 3)
        #expect(canvas.lines == ["  ", "⠤⠤", "  "])
    }

    @Test func aLimitUpDayRunsAlongTheTop() {
        let canvas = drawn(chart([10_000, 13_000, 13_000, 13_000], slots: 4, reference: 10_000), width: 2, height: 2)
        #expect(canvas.lines == ["⢸⠉", "⣸┈"])
    }

    @Test func oneBarIsOneDotAtTheLeft() {
        let canvas = drawn(chart([71_500], slots: 390, reference: 71_000), width: 10, height: 2)
        #expect(canvas.lines == ["⠁         ", "┈┈┈┈┈┈┈┈┈┈"])
    }

    @Test func noBarsLeaveOnlyThePreviousCloseLine() {
        let canvas = drawn(chart([], slots: 390, reference: 71_000), width: 6, height: 3)
        #expect(canvas.lines == ["      ", "┈┈┈┈┈┈", "      "])
    }

    @Test func untradedTimeIsBlankAtTheRight() {
        let canvas = drawn(chart([100, 104, 102, 106], slots: 16, reference: nil), width: 4, height: 1)
        #expect(canvas.lines == ["⡾   "])
    }
}
