// Quotes for tests and benchmarks, built from a price and the day's base price.

import Domain
import FoundationEssentials

extension Quote {
    /// A quote for `code` at `price` against `base`, with the sign, rate and range that follow,
    /// `upperLimit`/`lowerLimit` at ±30%, traded `volume` times, stamped at `time`.
    public static func of(_ code: StockCode, price: Int, base: Int, volume: Int = 1_000, time: Date = Date(timeIntervalSince1970: 0)) -> Quote {
        let upper = base * 13 / 10
        let lower = base * 7 / 10
        let sign: PriceChangeSign = price >= upper ? .upperLimit : price <= lower ? .lowerLimit
            : price > base ? .rise : price < base ? .fall : .flat
        return Quote(
            code: code, price: price, change: price - base, sign: sign,
            changeRate: Double(price - base) / Double(base) * 100, volume: volume, tradedValue: volume * price,
            open: base, high: max(base, price), low: min(base, price),
            upperLimit: upper, lowerLimit: lower, basePrice: base, time: time
        )
    }

    /// `of(_:price:base:volume:time:)` for `stock`'s code.
    public static func of(_ stock: Stock, price: Int, base: Int, volume: Int = 1_000, time: Date = Date(timeIntervalSince1970: 0)) -> Quote {
        of(stock.code, price: price, base: base, volume: volume, time: time)
    }
}
