// KRX price rules: the tick size (호가단위) of each price band and the ±30% daily limits.

/// The prices a KRX stock can trade at (rules in force since 2023-01-25, all stock markets): the one
/// tick rule of the app, used by the simulated exchange, the checks of price alerts and lots, and the
/// charts' price labels.
public enum KRXPriceGrid {
    /// Upper bounds (exclusive) of the price bands and their tick sizes; 1,000 above the last.
    private static let bands: [(below: Int, tick: Int)] = [
        (2_000, 1), (5_000, 5), (20_000, 10), (50_000, 50), (200_000, 100), (500_000, 500),
    ]
    private static let topTick = 1_000

    /// The tick size of the band `price` is in.
    public static func tickSize(at price: Int) -> Int {
        for band in bands where price < band.below { return band.tick }
        return topTick
    }

    /// True when `price` is a multiple of its band's tick size.
    public static func isOnGrid(_ price: Int) -> Bool { price > 0 && price % tickSize(at: price) == 0 }

    /// The lowest grid price above `price`.
    public static func priceAbove(_ price: Int) -> Int {
        let tick = tickSize(at: price)
        return (price / tick + 1) * tick
    }

    /// The highest grid price below `price` (at least 1).
    public static func priceBelow(_ price: Int) -> Int {
        guard price > 1 else { return 1 }
        let tick = tickSize(at: price - 1)
        return max(1, (price - 1) / tick * tick)
    }

    /// The highest grid price at or below `price` (at least 1).
    public static func gridPrice(atOrBelow price: Int) -> Int {
        isOnGrid(price) ? price : priceBelow(price)
    }

    /// Today's lower and upper limit prices: base ∓ floor(base × 30%) cut to the base price's tick.
    ///
    /// The upper limit is a multiple of the base price's tick, so it can lie off the (coarser) grid of
    /// its own band; KRX accepts orders at the limit price all the same.
    public static func dailyLimits(base: Int) -> (lower: Int, upper: Int) {
        let tick = tickSize(at: base)
        let width = base * 3 / 10 / tick * tick
        return (base - width, base + width)
    }

    /// The grid price nearest to `price` (at least 1); halfway between two, the lower one.
    public static func nearestGridPrice(to price: Int) -> Int {
        guard !isOnGrid(price) else { return price }
        let below = priceBelow(price)
        let above = priceAbove(below)
        return price - below <= above - price ? below : above
    }
}
