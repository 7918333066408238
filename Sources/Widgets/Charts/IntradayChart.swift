// Today's price path as a braille line chart: time axis across the session, previous-close line, price labels.

import TUICore

/// An intraday chart: one price per time slot (e.g. the close of each minute from 09:00), drawn as a
/// braille line two dots per cell across and four down, so a 200×60 chart shows every minute of the
/// day. Slots after the last known price (time not traded yet) stay blank; a nil slot breaks the line.
///
/// The whole session spans the width (`slotCount` slots), so the line grows to the right as the day
/// goes on. The previous close is a dim dotted line; the line takes the rise colour above it and the
/// fall colour below. Price and time labels come from the caller (`ChartLabel`) and are placed here.
public struct IntradayChart: Widget {
    /// The price of each slot from the session's start; shorter than `slotCount` before the close.
    public var prices: [Int?]
    /// Slots in the whole session (390 minutes from 09:00 to 15:30, plus the closing auction's).
    public var slotCount: Int
    /// The previous close (기준가), drawn as a line and used for colours; nil when unknown.
    public var reference: Int?
    public var priceLabels: [ChartLabel]
    public var timeLabels: [ChartLabel]
    public var palette: ChartPalette

    public init(
        prices: [Int?], slotCount: Int, reference: Int?,
        priceLabels: [ChartLabel] = [], timeLabels: [ChartLabel] = [], palette: ChartPalette
    ) {
        self.prices = prices
        self.slotCount = max(1, slotCount, prices.count)
        self.reference = reference
        self.priceLabels = priceLabels
        self.timeLabels = timeLabels
        self.palette = palette
    }

    public func draw(in area: Rect, on canvas: Canvas) {
        let axes = ChartAxes(priceLabels: priceLabels, timeLabels: timeLabels, slotCount: slotCount, style: palette.axis)
        let plot = axes.plot(in: area)
        guard !plot.isEmpty else { return }
        var raster = BrailleRaster(width: plot.width, height: plot.height)
        let covered = prices.compactMap { $0 } + [reference].compactMap { $0 } + priceLabels.map(\.value)
        let dotScale = ChartScale(covering: covered, steps: raster.dotRows)
        let rowScale = ChartScale(covering: covered, steps: plot.height)
        if let reference, let rowScale {
            let row = rowScale.position(of: reference)
            canvas.put(String(repeating: "┈", count: plot.width), at: Point(x: plot.x, y: plot.y + row), style: palette.reference, clippedTo: plot)
        }
        var cellPrices = [Int?](repeating: nil, count: plot.width)
        if let dotScale { plotLine(on: &raster, scale: dotScale, cellPrices: &cellPrices) }
        raster.draw(in: plot, on: canvas) { column in
            cellPrices[column].map { palette.style(for: $0, against: reference) } ?? palette.flat
        }
        axes.draw(in: area, plot: plot, scale: rowScale, on: canvas)
    }

    /// Draws the line dot column by dot column: each column spans the lowest to highest price of its
    /// slots (a slot wider than a dot column covers several) and joins the previous column's last
    /// price, unless an unknown slot broke the line; `cellPrices` gets each cell's last price.
    private func plotLine(on raster: inout BrailleRaster, scale: ChartScale, cellPrices: inout [Int?]) {
        let columns = raster.dotColumns
        var previous: Int?
        for x in 0..<columns {
            let first = x * slotCount / columns
            guard first < prices.count else { return }
            let end = min(prices.count, max(first + 1, (x + 1) * slotCount / columns))
            var low = Int.max
            var high = Int.min
            var last: Int?
            for price in prices[first..<end] {
                guard let price else {
                    previous = nil
                    continue
                }
                low = min(low, price)
                high = max(high, price)
                last = price
            }
            guard let last else { continue }
            if let previous {
                low = min(low, previous)
                high = max(high, previous)
            }
            raster.drawColumn(x, from: scale.position(of: high), to: scale.position(of: low))
            cellPrices[x / 2] = last
            previous = last
        }
    }
}
