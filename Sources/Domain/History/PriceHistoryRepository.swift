// Where chart bars come from: the simulated exchange's history or the KIS Open API's chart endpoints.

import FoundationEssentials
import Reactive

/// A source of past bars for one stock. Implementations fetch only the range asked for, so callers
/// that cache can ask for just the part they lack.
public protocol PriceHistoryRepository: AnyObject {
    /// The latest session's minute bars of `code` that start after `after` (all of them when nil), in time
    /// order: today's up to the minute now, or before the opening, on a weekend or a holiday the last
    /// trading day's through its close.
    func intradayBars(for code: StockCode, after: Date?) -> Single<[PriceBar]>
    /// Daily bars of `code` for the trading days from `from` through `through` (both days' 00:00 Korea
    /// time, inclusive), in time order.
    func dailyBars(for code: StockCode, from: Date, through: Date) -> Single<[PriceBar]>
}
