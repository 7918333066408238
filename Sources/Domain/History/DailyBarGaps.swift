// Which days of a daily chart the cache lacks, so only those are fetched from the exchange.

import FoundationEssentials

/// Finds the ranges of days missing from cached daily bars.
///
/// Holidays are not known, so a gap counts as missing only when it is longer than the longest KRX
/// closure (a weekend next to Chuseok or Seollal: `toleratedClosedDays`). The last cached day is always
/// fetched again, because it may have been stored while it was still trading.
public enum DailyBarGaps {
    /// The most consecutive calendar days without trading that are not taken for a gap.
    public static let toleratedClosedDays = 6

    /// The day ranges (00:00 Korea time, inclusive) of `from...through` to fetch, given `cached`
    /// (daily bars in time order).
    public static func missingRanges(cached: [PriceBar], from: Date, through: Date) -> [ClosedRange<Date>] {
        let day = TimeInterval(BarInterval.day.seconds)
        let from = BarInterval.day.start(of: from)
        let through = BarInterval.day.start(of: through)
        guard from <= through else { return [] }
        let inRange = cached.filter { $0.start >= from && $0.start <= through }
        guard let first = inRange.first, let last = inRange.last else { return [from...through] }
        var ranges: [ClosedRange<Date>] = []
        let tolerance = TimeInterval(toleratedClosedDays) * day
        if first.start.timeIntervalSince(from) > tolerance {
            ranges.append(from...first.start.addingTimeInterval(-day))
        }
        for (earlier, later) in zip(inRange, inRange.dropFirst()) where later.start.timeIntervalSince(earlier.start) > tolerance + day {
            ranges.append(earlier.start.addingTimeInterval(day)...later.start.addingTimeInterval(-day))
        }
        ranges.append(last.start...through)
        return ranges
    }
}
