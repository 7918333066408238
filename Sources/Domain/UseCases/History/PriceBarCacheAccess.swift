// The use cases' way into the bar cache: failures become messages, never a failed chart.

import FoundationEssentials

/// Wraps a `PriceBarCache` so that reading returns no bars and writing does nothing when the cache is
/// unavailable, with the reason (and any repair notices) collected for `LoadedPriceBars.problems`.
struct PriceBarCacheAccess {
    let cache: PriceBarCache

    /// The cached bars (none when the cache fails) and the messages to show.
    func bars(for code: StockCode, interval: BarInterval, from: Date, through: Date) -> (bars: [PriceBar], problems: [String]) {
        do {
            let bars = try cache.bars(for: code, interval: interval, from: from, through: through)
            return (bars, cache.takeNotices())
        } catch {
            return ([], cache.takeNotices() + [error.message])
        }
    }

    /// Stores `bars`, returning the messages to show (none when all went well).
    func store(_ bars: [PriceBar], for code: StockCode, interval: BarInterval) -> [String] {
        guard !bars.isEmpty else { return [] }
        do {
            try cache.store(bars, for: code, interval: interval)
            return cache.takeNotices()
        } catch {
            return cache.takeNotices() + [error.message]
        }
    }
}
