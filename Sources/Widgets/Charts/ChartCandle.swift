// One period's open, high, low and close as a chart draws it.

/// A candle: the prices of one period (a day, or several merged when the chart is narrower than the bars).
public struct ChartCandle: Hashable, Sendable {
    public var open: Int
    public var high: Int
    public var low: Int
    public var close: Int

    public init(open: Int, high: Int, low: Int, close: Int) {
        self.open = open
        self.high = high
        self.low = low
        self.close = close
    }

    /// Consecutive candles as one: the first open, the last close, the extremes between.
    static func merged(_ candles: ArraySlice<ChartCandle>) -> ChartCandle? {
        guard let first = candles.first, let last = candles.last else { return nil }
        return ChartCandle(
            open: first.open,
            high: candles.map(\.high).max() ?? first.high,
            low: candles.map(\.low).min() ?? first.low,
            close: last.close
        )
    }
}
