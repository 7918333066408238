// One listing's trading day on the simulated exchange: price, range, limits and running totals.

import Domain
import FoundationEssentials

/// The state of one simulated listing; `trade` moves it, `quote(at:)` reports it.
///
/// Invariants kept by `trade`: the price is on the KRX grid of its kind (or exactly at a limit), within
/// `lowerLimit...upperLimit`, `low <= price <= high`, and volume and traded value never decrease within a day.
public struct SimulatedListingState: Sendable, Equatable {
    public let code: StockCode
    public private(set) var basePrice = 0
    public private(set) var lowerLimit = 0
    public private(set) var upperLimit = 0
    /// The tick grid of the listing's kind (ETFs and ETNs have their own).
    public let grid: KRXPriceGrid
    public private(set) var price: Int
    public private(set) var open = 0
    public private(set) var high = 0
    public private(set) var low = 0
    public private(set) var volume = 0
    public private(set) var tradedValue = 0
    /// Trades so far today.
    public private(set) var tradeCount = 0
    /// Where the last trade was made (KRX before the first).
    public private(set) var venue: Venue = .krx
    /// The last price on KRX (the base price before its first trade) and on Nextrade (nil before its first).
    public private(set) var krxPrice = 0
    public private(set) var nxtPrice: Int?
    /// The Korea trading day (days since 1970-01-01) whose session the figures are; 0 before any is known.
    public private(set) var day = 0

    /// A listing before its first trade: every price at the base price.
    public init(listing: SimulatedListing) {
        code = listing.stock.code
        grid = KRXPriceGrid.of(listing.stock.kind)
        price = listing.referencePrice
        startDay(0)
    }

    /// A listing whose session of `day` has run before the exchange opened (`summary`: its figures so far,
    /// a minute counting as a trade, each venue's last price); without one, before its first trade.
    init(listing: SimulatedListing, sessionSoFar summary: SimulatedSessionPath.Summary?, day: Int) {
        self.init(listing: listing)
        self.day = day
        guard let summary else { return }
        price = summary.close
        krxPrice = summary.krxClose ?? basePrice
        nxtPrice = summary.nxtClose
        venue = summary.lastVenue
        open = summary.open
        high = summary.high
        low = summary.low
        volume = summary.volume
        tradedValue = summary.tradedValue
        tradeCount = summary.minutes
    }

    /// Starts the session of `day` (days since 1970-01-01), before its first trade: the last price becomes
    /// the base price the day's change and limits are measured from; volume and traded value start again.
    public mutating func startDay(_ day: Int) {
        self.day = day
        basePrice = price
        (lowerLimit, upperLimit) = grid.dailyLimits(base: basePrice)
        krxPrice = price
        nxtPrice = nil
        open = price
        high = price
        low = price
        volume = 0
        tradedValue = 0
        tradeCount = 0
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
        if venue == .nxt { nxtPrice = next } else { krxPrice = next }
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
        Self.sign(of: price, base: basePrice, lower: lowerLimit, upper: upperLimit)
    }

    private static func sign(of price: Int, base: Int, lower: Int, upper: Int) -> PriceChangeSign {
        if price >= upper { return .upperLimit }
        if price <= lower { return .lowerLimit }
        if price > base { return .rise }
        if price < base { return .fall }
        return .flat
    }

    /// The state as a quote stamped `time`; the change rate is in percent with 2 decimals, as KIS sends it.
    public func quote(at time: Date) -> Quote {
        quote(at: time, price: price, venue: venue)
    }

    /// The quote of `venue` alone (its last price; the day's figures are both venues'), stamped `time`;
    /// nil for Nextrade before its first trade.
    public func quote(at time: Date, on venue: Venue) -> Quote? {
        switch venue {
        case .krx: quote(at: time, price: krxPrice, venue: .krx)
        case .nxt: nxtPrice.map { quote(at: time, price: $0, venue: .nxt) }
        case .unified: quote(at: time)
        }
    }

    private func quote(at time: Date, price: Int, venue: Venue) -> Quote {
        let change = price - basePrice
        return Quote(
            code: code, price: price, change: change, sign: Self.sign(of: price, base: basePrice, lower: lowerLimit, upper: upperLimit),
            changeRate: Quote.changeRate(of: change, against: basePrice),
            volume: volume, tradedValue: tradedValue, open: open, high: high, low: low,
            upperLimit: upperLimit, lowerLimit: lowerLimit, basePrice: basePrice, time: time, venue: venue
        )
    }
}
