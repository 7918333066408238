// The length of a chart bar (one minute, five minutes, one day) and how bars align to it in Korea time.

import FoundationEssentials

/// How much time one `PriceBar` covers. Raw values are stored in the history cache: never renumber.
public enum BarInterval: Int, Hashable, Sendable, Codable, CaseIterable {
    case minute = 1
    case fiveMinutes = 5
    case day = 1440

    /// The interval's length in seconds.
    public var seconds: Int { rawValue * 60 }

    /// The start of the interval `date` falls in: a whole minute, a whole five minutes, or 00:00 Korea
    /// time (UTC+9, so a day starts at 15:00 UTC the evening before).
    public func start(of date: Date) -> Date {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down)) + KoreaTime.offsetSeconds
        let aligned = seconds - ((seconds % self.seconds) + self.seconds) % self.seconds
        return Date(timeIntervalSince1970: TimeInterval(aligned - KoreaTime.offsetSeconds))
    }

    /// `bars` (in time order, of a finer interval) combined into bars of this interval, in time order.
    /// The sparklines use it to turn today's minute bars into five-minute bars.
    public func aggregate(_ bars: [PriceBar]) -> [PriceBar] {
        var result: [PriceBar] = []
        result.reserveCapacity(bars.count / max(1, rawValue) + 1)
        for bar in bars {
            let start = start(of: bar.start)
            if let last = result.last, last.start == start {
                result[result.count - 1] = last.merged(with: bar)
            } else {
                result.append(PriceBar(start: start, open: bar.open, high: bar.high, low: bar.low, close: bar.close, volume: bar.volume))
            }
        }
        return result
    }
}
