// Past days' prices as candles or as a braille line of closes, with price and date labels.

import TUICore

/// A daily chart (3 months or a year of days): candles, one cell column per day, or a braille line of
/// the closes two days per cell. When there are more days than columns, neighbouring days are merged
/// into one candle (first open, last close, the range between), so the whole period always shows.
///
/// A candle is drawn in the rise colour when it closed above its open (양봉), the fall colour below
/// (음봉): body `█`, wicks `│`, an unchanged day `─`. The line takes its colour from the last close
/// against the first. Labels come from the caller: a time label's value is a day's index in `candles`.
public struct DailyChart: Widget {
    /// How the days are drawn.
    public enum Mode: Hashable, Sendable {
        case candles
        case line
    }

    /// The days, oldest first.
    public var candles: [ChartCandle]
    public var mode: Mode
    public var priceLabels: [ChartLabel]
    public var timeLabels: [ChartLabel]
    public var palette: ChartPalette

    public init(candles: [ChartCandle], mode: Mode, priceLabels: [ChartLabel] = [], timeLabels: [ChartLabel] = [], palette: ChartPalette) {
        self.candles = candles
        self.mode = mode
        self.priceLabels = priceLabels
        self.timeLabels = timeLabels
        self.palette = palette
    }

    public func draw(in area: Rect, on canvas: Canvas) {
        let axes = ChartAxes(priceLabels: priceLabels, timeLabels: timeLabels, slotCount: candles.count, style: palette.axis)
        let plot = axes.plot(in: area)
        guard !plot.isEmpty, !candles.isEmpty else { return }
        let covered = candles.flatMap { [$0.high, $0.low] } + priceLabels.map(\.value)
        let rowScale = ChartScale(covering: covered, steps: plot.height)
        switch mode {
        case .candles:
            if let rowScale { drawCandles(in: plot, scale: rowScale, on: canvas) }
        case .line:
            drawLine(in: plot, covering: covered, on: canvas)
        }
        axes.draw(in: area, plot: plot, scale: rowScale, on: canvas)
    }

    /// One candle per column, days merged evenly when there are more than columns.
    private func drawCandles(in plot: Rect, scale: ChartScale, on canvas: Canvas) {
        let columns = min(plot.width, candles.count)
        var grid = [[Character?]](repeating: [Character?](repeating: nil, count: columns), count: plot.height)
        var styles = [Style](repeating: palette.flat, count: columns)
        for column in 0..<columns {
            let range = (column * candles.count / columns)..<((column + 1) * candles.count / columns)
            guard let candle = ChartCandle.merged(candles[range]) else { continue }
            styles[column] = palette.style(for: candle.close, against: candle.open)
            let wickTop = scale.position(of: candle.high)
            let wickBottom = scale.position(of: candle.low)
            let bodyTop = scale.position(of: max(candle.open, candle.close))
            let bodyBottom = scale.position(of: min(candle.open, candle.close))
            for row in wickTop...wickBottom { grid[row][column] = "│" }
            let body: Character = candle.open == candle.close ? "─" : "█"
            for row in bodyTop...bodyBottom { grid[row][column] = body }
        }
        var run = CellRunBuilder(row: 0, area: plot)
        for row in 0..<plot.height {
            run.start(row: row)
            for column in 0..<columns {
                if let character = grid[row][column] {
                    run.append(character, at: column, style: styles[column], on: canvas)
                } else {
                    run.flush(on: canvas)
                }
            }
            run.flush(on: canvas)
        }
    }

    /// The closes as a braille line across the whole plot.
    private func drawLine(in plot: Rect, covering covered: [Int], on canvas: Canvas) {
        var raster = BrailleRaster(width: plot.width, height: plot.height)
        guard let scale = ChartScale(covering: covered, steps: raster.dotRows) else { return }
        let columns = min(raster.dotColumns, candles.count)
        var previous: Int?
        for x in 0..<columns {
            let close = candles[min(candles.count - 1, (x + 1) * candles.count / columns - 1)].close
            let position = scale.position(of: close)
            raster.drawColumn(x, from: previous ?? position, to: position)
            previous = position
        }
        let style = palette.style(for: candles[candles.count - 1].close, against: candles[0].close)
        raster.draw(in: plot, on: canvas) { _ in style }
    }
}
