// The largest figures KRX can produce, so a record beyond them is refused before any arithmetic.

/// Bounds far above anything KRX trades or reports, and low enough that every product and sum the app
/// forms from them (value = quantity × price, a watchlist's totals, basis points) stays inside `Int`.
/// Decoders refuse a record with a figure outside them (a damaged or hostile feed, file or cache).
public enum MarketLimits {
    /// The highest price of one share in KRW (1억; KRX's highest ever is near 5,000,000).
    public static let largestPrice = 100_000_000
    /// The most shares of one stock traded in a day, and the most a position or an order book level holds.
    public static let largestQuantity = 100_000_000_000
    /// The most KRW of one stock traded in a day (1,000조).
    public static let largestTradedValue = 1_000_000_000_000_000
    /// The largest change against the base price in percent (a newly listed stock can quadruple).
    public static let largestChangeRate = 10_000.0

    /// Whether `price` is a price KRX can show: 0 (no trade yet) up to `largestPrice`.
    public static func admits(price: Int) -> Bool { (0...largestPrice).contains(price) }

    /// Whether `quantity` is a number of shares KRX can show.
    public static func admits(quantity: Int) -> Bool { (0...largestQuantity).contains(quantity) }

    /// Whether every figure of `quote` is within the limits (the change and rate in either direction).
    public static func admits(_ quote: Quote) -> Bool {
        [quote.price, quote.open, quote.high, quote.low, quote.upperLimit, quote.lowerLimit, quote.basePrice].allSatisfy(admits(price:))
            && quote.change.magnitude <= UInt(largestPrice)
            && quote.changeRate.magnitude <= largestChangeRate
            && admits(quantity: quote.volume)
            && (0...largestTradedValue).contains(quote.tradedValue)
    }

    /// Whether every figure of `bar` is within the limits.
    public static func admits(_ bar: PriceBar) -> Bool {
        [bar.open, bar.high, bar.low, bar.close].allSatisfy(admits(price:)) && admits(quantity: bar.volume)
    }

    /// Whether every level and total of `book` is within the limits.
    public static func admits(_ book: OrderBook) -> Bool {
        (book.asks + book.bids).allSatisfy { admits(price: $0.price) && admits(quantity: $0.quantity) }
            && admits(quantity: book.totalAskQuantity) && admits(quantity: book.totalBidQuantity)
            && admits(price: book.expectedPrice ?? 0) && admits(quantity: book.expectedVolume ?? 0)
    }
}
