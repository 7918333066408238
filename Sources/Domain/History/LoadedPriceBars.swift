// What a chart shows while its bars load: the cached bars at once, then the completed series.

/// One stock's bars of one interval as far as they are known, with what went wrong on the way.
public struct LoadedPriceBars: Hashable, Sendable {
    public let code: StockCode
    public let interval: BarInterval
    /// The bars in time order.
    public let bars: [PriceBar]
    /// False while the missing part is still being fetched (the bars are the cache's).
    public let isComplete: Bool
    /// Messages for the status line: cache repairs, a failed fetch. Empty when all went well.
    public let problems: [String]

    public init(code: StockCode, interval: BarInterval, bars: [PriceBar], isComplete: Bool, problems: [String]) {
        self.code = code
        self.interval = interval
        self.bars = bars
        self.isComplete = isComplete
        self.problems = problems
    }
}
