// The daily chart on the memory canvas: candles coloured by their own open, merging, the line mode.

import TUICore
import Testing
import Widgets

@Suite struct DailyChartTests {
    private let legend: [Style: Character] = [
        .plain: ".", Style(foreground: .red): "R", Style(foreground: .blue): "B", Style(dim: true): "d",
    ]

    private func drawn(_ candles: [ChartCandle], mode: DailyChart.Mode, labels: [ChartLabel] = [], times: [ChartLabel] = [], width: Int, height: Int) -> MemoryCanvas {
        let canvas = MemoryCanvas(size: Size(width: width, height: height))
        DailyChart(candles: candles, mode: mode, priceLabels: labels, timeLabels: times, palette: SparklineTests.palette)
            .draw(in: canvas.bounds, on: canvas)
        return canvas
    }

    private let days = [
        ChartCandle(open: 100, high: 104, low: 99, close: 103),
        ChartCandle(open: 103, high: 103, low: 96, close: 97),
        ChartCandle(open: 97, high: 101, low: 97, close: 97),
    ]

    @Test func candlesShowBodiesWicksAndColoursAgainstTheirOpen() {
        let canvas = drawn(days, mode: .candles, width: 3, height: 5)
        #expect(canvas.lines == ["│  ", "██ ", "██│", "│█│", " █─"])
        #expect(canvas.styleLine(1, legend: legend) == "RB.")
        #expect(canvas.styleLine(4, legend: legend) == ".B.")
    }

    @Test func moreDaysThanColumnsAreMerged() {
        let canvas = drawn(days + days, mode: .candles, width: 3, height: 5)
        #expect(canvas.lines == ["││ ", "│██", "███", "███", "███"])
    }

    @Test func theLineModeDrawsClosesInBraille() {
        let canvas = drawn(days, mode: .line, width: 2, height: 2)
        #expect(canvas.lines == ["⢲ ", "⠸⠄"])
    }

    @Test func labelsAndMonthsAroundTheCandles() {
        let canvas = drawn(days, mode: .candles, labels: [ChartLabel(value: 104, text: "104"), ChartLabel(value: 96, text: "96")],
                           times: [ChartLabel(value: 0, text: "10월"), ChartLabel(value: 2, text: "12월")], width: 12, height: 6)
        #expect(canvas.lines == ["│        104", "██          ", "██│         ", "│█│         ", " █─      96 ", "10월 12월   "])
    }

    @Test func noDaysDrawNothing() {
        let canvas = drawn([], mode: .candles, width: 5, height: 3)
        #expect(canvas.trimmedLines == ["", "", ""])
    }
}
