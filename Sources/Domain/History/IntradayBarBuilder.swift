// Today's minute bars extended by live quotes: the pure step that turns ticks into chart bars.

import FoundationEssentials

/// Today's minute bars of one stock, grown by each quote that shows a trade.
///
/// A quote carries the day's running volume, so a bar's volume is the growth of that total since the
/// previous quote; a quote with no new volume is not a trade and makes no bar (polls after the close
/// add nothing). A quote from a later day starts that day's volume over; the bars of the day before stay
/// behind the new day's (the chart shows the last session until the new one opens), older days go.
public struct IntradayBarBuilder: Hashable, Sendable {
    /// The bars so far, in time order, one per minute that traded, of at most two days.
    public private(set) var bars: [PriceBar]
    private var runningVolume: Int?

    /// Starts from `bars` (today's). When they are the whole day so far (fresh from the exchange), their
    /// volumes sum to the day's running volume; when they may lack minutes (`complete` false) the first
    /// quote only sets the running volume, so a missing morning is not taken for one huge trade. A quote
    /// whose running volume is below the bars' sum also only resets it.
    public init(bars: [PriceBar], complete: Bool) {
        self.bars = bars
        runningVolume = complete ? bars.reduce(0) { $0 + $1.volume } : nil
    }

    /// Applies `quote` and returns the bar it created or changed (for the cache), or nil when it was no
    /// trade or older than the last bar.
    public mutating func apply(_ quote: Quote) -> PriceBar? {
        let minute = BarInterval.minute.start(of: quote.time)
        if let last = bars.last, BarInterval.day.start(of: last.start) != BarInterval.day.start(of: minute) {
            guard minute > last.start else { return nil }
            let lastDay = BarInterval.day.start(of: last.start)
            bars.removeAll { BarInterval.day.start(of: $0.start) != lastDay }
            runningVolume = 0
        }
        // Unknown, or below the bars' sum (a source whose bars and running total disagree): take the
        // quote's total as the new reference instead of inventing a trade.
        guard let previousVolume = runningVolume, quote.volume >= previousVolume else {
            runningVolume = quote.volume
            return nil
        }
        let traded = quote.volume - previousVolume
        guard traded > 0 else { return nil }
        let tick = PriceBar(start: minute, open: quote.price, high: quote.price, low: quote.price, close: quote.price, volume: traded)
        runningVolume = quote.volume
        if let last = bars.last {
            if last.start == minute {
                bars[bars.count - 1] = last.merged(with: tick)
                return bars[bars.count - 1]
            }
            guard minute > last.start else { return nil }
        }
        bars.append(tick)
        return tick
    }
}
