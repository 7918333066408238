// The local store of bars already fetched (SQLite in Storage), so a chart opens without the network.

import FoundationEssentials

/// A store of bars keyed by stock code, interval and start time. Storing a bar whose key exists
/// replaces it (today's last minute bar grows as ticks arrive).
public protocol PriceBarCache: AnyObject, Sendable {
    /// The stored bars of `code` and `interval` starting in `from...through`, in time order.
    func bars(for code: StockCode, interval: BarInterval, from: Date, through: Date) throws(PriceBarCacheError) -> [PriceBar]
    /// Inserts or replaces `bars`.
    func store(_ bars: [PriceBar], for code: StockCode, interval: BarInterval) throws(PriceBarCacheError)
    /// Messages about damage found and repaired since the last call (e.g. a damaged file set aside), then cleared.
    func takeNotices() -> [String]
}
