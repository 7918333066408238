// One listing's trading day on the simulated exchange: price, range, limits and running totals.

import Domain
import FoundationEssentials

/// The state of one simulated listing; `trade` moves it, `quote(at:)` reports it.
///
/// Invariants kept by `trade`: the price is on the KRX grid of its kind (or exactly at a limit), within
/// `lowerLimit...upperLimit`, `low <= price <= high`, and volume and traded value never decrease.
public struct SimulatedListingState: Sendable, Equatable {
    public let code: StockCode
    public let basePrice: Int
    public let lowerLimit: Int
    public let upperLimit: Int
    /// The tick grid of the listing's kind (ETFs and ETNs have their own).
    public let grid: KRXPriceGrid
    public private(set) var price: Int
    public private(set) var open: Int
    public private(set) var high: Int
    public private(set) var low: Int
    public private(set) var volume: Int
    public private(set) var tradedValue: Int
    /// Trades so far today.
    public private(set) var tradeCount: Int
    /// Where the last trade was made (KRX before the first).
    public private(set) var venue: Venue = .krx

    /// A listing before its first trade: every price at the base price.
    public init(listing: SimulatedListing) {
        code = listing.stock.code
        basePrice = listing.referencePrice
        grid = KRXPriceGrid.of(listing.stock.kind)
        (lowerLimit, upperLimit) = grid.dailyLimits(base: basePrice)
        price = basePrice
        open = basePrice
        high = basePrice
        low = basePrice
        volume = 0
        tradedValue = 0
        tradeCount = 0
    }

    /// A listing whose session has run before the exchange opened (`summary`: its figures so far, a
    /// minute counting as a trade); without one, before its first trade.
    init(listing: SimulatedListing, sessionSoFar summary: SimulatedSessionPath.Summary?) {
        self.init(listing: listing)
        guard let summary else { return }
        price = summary.close
        open = summary.open
        high = summary.high
        low = summary.low
        volume = summary.volume
        tradedValue = summary.tradedValue
        tradeCount = summary.minutes
    }

    /// Records a trade of `shares` shares `ticks` grid steps away from the last price (negative: down),
    /// stopping at the daily limits, on `venue`. The first trade sets the day's open.
    public mutating func trade(ticks: Int, shares: Int, on venue: Venue = .krx) {
        self.venue = venue
        var next = price
        if ticks > 0 {
            for _ in 0..<ticks { next = min(grid.priceAbove(next), upperLimit) }
        } else {
            for _ in 0..<(-ticks) { next = max(grid.priceBelow(next), lowerLimit) }
        }
        price = next
        if tradeCount == 0 {
            open = next
            high = next
            low = next
        } else {
            high = max(high, next)
            low = min(low, next)
        }
        volume += shares
        tradedValue += shares * next
        tradeCount += 1
    }

    /// Where the price stands between the base and the limit on its side: -1 at the lower limit,
    /// 0 at the base price, 1 at the upper limit.
    public var displacement: Double {
        let change = Double(price - basePrice)
        let room = Double(change >= 0 ? upperLimit - basePrice : basePrice - lowerLimit)
        return room > 0 ? change / room : 0
    }

    /// The sign KIS would send for the current price.
    public var sign: PriceChangeSign {
        if price >= upperLimit { return .upperLimit }
        if price <= lowerLimit { return .lowerLimit }
        if price > basePrice { return .rise }
        if price < basePrice { return .fall }
        return .flat
    }

    /// The state as a quote stamped `time`; the change rate is in percent with 2 decimals, as KIS sends it.
    public func quote(at time: Date) -> Quote {
        let change = price - basePrice
        return Quote(
            code: code, price: price, change: change, sign: sign,
            changeRate: (Double(change) * 10_000 / Double(basePrice)).rounded() / 100,
            volume: volume, tradedValue: tradedValue, open: open, high: high, low: low,
            upperLimit: upperLimit, lowerLimit: lowerLimit, basePrice: basePrice, time: time, venue: venue
        )
    }
}
