// KRX price rules: the tick size (호가단위) of each price band, one grid for shares and one for ETFs/ETNs,
// and the ±30% daily limits.

/// The prices a KRX security can trade at: the one tick rule of the app, used by the simulated exchange,
/// the checks of price alerts and the charts' price labels.
///
/// Shares (and every kind that is not an ETF or ETN) follow the bands in force since 2023-01-25 on all
/// stock markets; ETFs and ETNs trade at 1 won below 2,000 won and 5 won from 2,000 won (KRX's
/// 유가증권시장 업무규정 시행세칙, in force since 2023-12-18; before, 5 won at every price).
public struct KRXPriceGrid: Sendable, Equatable {
    /// Upper bounds (exclusive) of the price bands and their tick sizes, ascending.
    private let bands: [Band]
    /// The tick size above the last band.
    private let topTick: Int

    private struct Band: Sendable, Equatable {
        let below: Int
        let tick: Int
    }

    private init(bands: [(below: Int, tick: Int)], topTick: Int) {
        self.bands = bands.map { Band(below: $0.below, tick: $0.tick) }
        self.topTick = topTick
    }

    /// Shares, REITs, funds, DRs: 1 won below 2,000, then 5, 10, 50, 100, 500 and 1,000 won from 500,000.
    public static let shares = KRXPriceGrid(
        bands: [(2_000, 1), (5_000, 5), (20_000, 10), (50_000, 50), (200_000, 100), (500_000, 500)], topTick: 1_000
    )
    /// ETFs and ETNs: 1 won below 2,000, 5 won from 2,000.
    public static let exchangeTradedProducts = KRXPriceGrid(bands: [(2_000, 1)], topTick: 5)

    /// The grid `kind` trades on.
    public static func of(_ kind: SecurityKind) -> KRXPriceGrid {
        kind.isExchangeTradedProduct ? exchangeTradedProducts : shares
    }

    /// The tick size of the band `price` is in.
    public func tickSize(at price: Int) -> Int {
        for band in bands where price < band.below { return band.tick }
        return topTick
    }

    /// True when `price` is a multiple of its band's tick size.
    public func isOnGrid(_ price: Int) -> Bool { price > 0 && price % tickSize(at: price) == 0 }

    /// The lowest grid price above `price`.
    public func priceAbove(_ price: Int) -> Int {
        let tick = tickSize(at: price)
        return (price / tick + 1) * tick
    }

    /// The highest grid price below `price` (at least 1).
    public func priceBelow(_ price: Int) -> Int {
        guard price > 1 else { return 1 }
        let tick = tickSize(at: price - 1)
        return max(1, (price - 1) / tick * tick)
    }

    /// The highest grid price at or below `price` (at least 1).
    public func gridPrice(atOrBelow price: Int) -> Int {
        isOnGrid(price) ? price : priceBelow(price)
    }

    /// Today's lower and upper limit prices: base ∓ floor(base × 30%) cut to the base price's tick.
    ///
    /// The upper limit is a multiple of the base price's tick, so it can lie off the (coarser) grid of
    /// its own band; KRX accepts orders at the limit price all the same.
    public func dailyLimits(base: Int) -> (lower: Int, upper: Int) {
        let tick = tickSize(at: base)
        let width = base * 3 / 10 / tick * tick
        return (base - width, base + width)
    }

    /// The grid price nearest to `price` (at least 1); halfway between two, the lower one.
    public func nearestGridPrice(to price: Int) -> Int {
        guard !isOnGrid(price) else { return price }
        let below = priceBelow(price)
        let above = priceAbove(below)
        return price - below <= above - price ? below : above
    }
}
