// Picks the prices a chart's price axis is labelled with: round steps of the KRX tick, within the range shown.

import Domain

/// The labels of a price axis: multiples of a step that is itself a multiple of the tick size
/// (호가단위) at the top of the range, so every label is a price the stock can trade at (tick sizes
/// divide each other, so a multiple of the coarser tick is on the finer grid too). The step is the
/// smallest of tick × 1, 2, 5, 10, 20, 50 … that gives at most `count` labels.
public enum ChartPriceAxis {
    /// Label prices between `low` and `high` (inclusive, in either order), highest first, at most
    /// `count` (at least one); none for a range that is not positive.
    public static func labels(low: Int, high: Int, count: Int) -> [Int] {
        let (low, high) = (min(low, high), max(low, high))
        guard low > 0 else { return [] }
        // The shares' tick is a multiple of the ETFs' and ETNs' at every price, so the labels suit both grids.
        let tick = KRXPriceGrid.shares.tickSize(at: high)
        let wanted = max(1, count)
        var decade = 1
        while true {
            for multiplier in [1, 2, 5] {
                let step = tick * multiplier * decade
                let first = (low + step - 1) / step * step
                let last = high / step * step
                if last < first || (last - first) / step + 1 <= wanted {
                    return last < first ? [] : Array(stride(from: last, through: first, by: -step))
                }
            }
            decade *= 10
        }
    }
}
