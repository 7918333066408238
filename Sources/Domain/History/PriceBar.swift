// One bar of a price chart: the open, high, low and close of an interval and the shares traded in it.

import FoundationEssentials

/// The prices and volume of one interval (one minute, five minutes or one trading day), money in KRW.
public struct PriceBar: Hashable, Sendable, Codable {
    /// When the interval starts (a minute's first second; a day's 00:00 Korea time).
    public let start: Date
    public let open: Int
    public let high: Int
    public let low: Int
    public let close: Int
    /// Shares traded in the interval (not the day's running total).
    public let volume: Int

    public init(start: Date, open: Int, high: Int, low: Int, close: Int, volume: Int) {
        self.start = start
        self.open = open
        self.high = high
        self.low = low
        self.close = close
        self.volume = volume
    }

    /// This bar extended by a later one of the same interval: first open, widest range, last close, summed volume.
    public func merged(with later: PriceBar) -> PriceBar {
        PriceBar(
            start: start, open: open, high: max(high, later.high), low: min(low, later.low),
            close: later.close, volume: volume + later.volume
        )
    }
}
