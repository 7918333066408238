// One trade the live feed showed, formatted for the detail view's list of recent trades.

/// A trade seen on the feed (a quote whose day volume grew): time, price, shares, direction.
public struct RecentTrade: Hashable, Sendable {
    /// "14:32:05" Korea time.
    public let time: String
    public let price: String
    /// Shares traded, the growth of the day's volume.
    public let quantity: String
    /// Against the previous close, for the colour.
    public let direction: PriceDirection
}
