// Frame time of the chart widgets: a detail view's charts and order book at 200×60, and 200 sparklines for a list.

import TUICore
import Widgets

/// Rendering benchmarks for the chart widgets, on an in-memory canvas (thread CPU time).
enum ChartRenderWorkloads {
    static let all: [Workload] = [
        Workload(
            id: "chart-frame-memory",
            title: "Detail charts frame: full-day intraday (390 min) + 1Y daily candles (250) + 10+10 order book, 200×60 MemoryCanvas",
            goal: "≤ 1,000 µs per frame",
            measure: { measureChartFrames(500) }
        ),
        Workload(
            id: "sparkline-rows-memory",
            title: "Sparklines for 200 rows (26 cells, 78 five-minute slots each), added to a list frame",
            goal: "≤ 300 µs per frame",
            measure: { measureSparklines(1_000) }
        ),
    ]

    private static let palette = ChartPalette(rise: Style(foreground: .red), fall: Style(foreground: .blue))

    /// A deterministic day's walk of `count` prices on a 100-won grid around 70,000.
    private static func walk(_ count: Int, seed: Int) -> [Int] {
        var price = 70_000
        var state = UInt64(truncatingIfNeeded: seed) &+ 0x9E37_79B9
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            price += (Int(state >> 61) - 3) * 100
            return price
        }
    }

    private static func measureChartFrames(_ frames: Int) -> Figure {
        let canvas = MemoryCanvas(size: Size(width: 200, height: 60))
        let minutes = walk(390, seed: 1)
        let closes = walk(251, seed: 2)
        let candles = (1..<closes.count).map { index in
            ChartCandle(open: closes[index - 1], high: max(closes[index - 1], closes[index]) + 200, low: min(closes[index - 1], closes[index]) - 200, close: closes[index])
        }
        let labels = stride(from: 60_000, through: 80_000, by: 2_000).map { ChartLabel(value: $0, text: String($0)) }
        let times = [ChartLabel(value: 0, text: "09:00"), ChartLabel(value: 180, text: "12:00"), ChartLabel(value: 390, text: "15:30")]
        let level = { (index: Int) in OrderBookLadder.Level(priceText: String(70_000 + index * 100), quantity: 1_000 + index * 37, quantityText: String(1_000 + index * 37)) }
        let ladder = OrderBookLadder(
            asks: (1...10).map(level), bids: (0..<10).map { level(-$0) }, totals: (ask: "12,345", bid: "23,456"),
            expectedPrice: nil, askStyle: Style(foreground: .blue), bidStyle: Style(foreground: .red)
        )
        let start = TableRenderWorkloads.threadCPUNanoseconds()
        var checksum = 0
        for frame in 0..<frames {
            canvas.clear()
            let shown = Array(minutes.prefix(300 + frame % 90)).map(Optional.some)
            IntradayChart(prices: shown, slotCount: 390, reference: 70_000, priceLabels: labels, timeLabels: times, palette: palette)
                .draw(in: Rect(x: 0, y: 3, width: 164, height: 34), on: canvas)
            DailyChart(candles: candles, mode: .candles, priceLabels: labels, palette: palette)
                .draw(in: Rect(x: 0, y: 37, width: 164, height: 22), on: canvas)
            ladder.draw(in: Rect(x: 164, y: 3, width: 36, height: 22), on: canvas)
            checksum &+= canvas.cell(at: Point(x: 100, y: 20)).text.utf8.count
        }
        let elapsed = TableRenderWorkloads.threadCPUNanoseconds() - start
        return Figure(value: Double(elapsed) / Double(frames) / 1_000, unit: "µs/frame", checksum: checksum)
    }

    private static func measureSparklines(_ frames: Int) -> Figure {
        let canvas = MemoryCanvas(size: Size(width: 200, height: 200))
        let paths = (0..<200).map { row in walk(60 + row % 18, seed: row).map(Optional.some) }
        let start = TableRenderWorkloads.threadCPUNanoseconds()
        var checksum = 0
        for _ in 0..<frames {
            for (row, path) in paths.enumerated() {
                Sparkline(prices: path, slotCount: 78, reference: 70_000, palette: palette)
                    .draw(in: Rect(x: 170, y: row, width: 26, height: 1), on: canvas)
            }
            checksum &+= canvas.cell(at: Point(x: 171, y: 7)).text.utf8.count
        }
        let elapsed = TableRenderWorkloads.threadCPUNanoseconds() - start
        return Figure(value: Double(elapsed) / Double(frames) / 1_000, unit: "µs/frame", checksum: checksum)
    }
}
