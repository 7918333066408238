// Quotes for the alert and lot tests: a price on a day whose limits follow from the base price.

import Domain
import FoundationEssentials

/// Builds quotes with the KRX limits of their base price.
enum SampleQuotes {
    /// A quote of `code` at `price` on a day based at `base` (limits ±30 %: 49,000–91,000 for 70,000).
    static func quote(_ code: StockCode, price: Int, base: Int = 70_000, volume: Int = 1_000, time: Date = Date(timeIntervalSince1970: 1_800_000_000)) -> Quote {
        let limits = KRXPriceGrid.shares.dailyLimits(base: base)
        return Quote(
            code: code, price: price, change: price - base, sign: price > base ? .rise : price < base ? .fall : .flat,
            changeRate: Double(price - base) * 100 / Double(base), volume: volume, tradedValue: price * volume,
            open: base, high: max(price, base), low: min(price, base),
            upperLimit: limits.upper, lowerLimit: limits.lower, basePrice: base, time: time
        )
    }
}
