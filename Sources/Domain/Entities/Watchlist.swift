// A named, ordered list of stock codes the user watches (관심종목), with the positions and alerts kept in it.

/// A user's watchlist (관심종목 그룹): a name and the codes in the user's order.
public struct Watchlist: Hashable, Sendable, Codable, Identifiable {
    public let id: WatchlistID
    public var name: String
    /// The codes in display order, without duplicates.
    public var codes: [StockCode]
    /// What is held of the listed stocks (보유 종목), one position per code, in the order first entered.
    public var positions: [Position]
    /// The price alerts set on the listed stocks, by ascending id.
    public var alerts: [PriceAlert]

    public init(id: WatchlistID, name: String, codes: [StockCode], positions: [Position] = [], alerts: [PriceAlert] = []) {
        self.id = id
        self.name = name
        self.codes = codes
        self.positions = positions
        self.alerts = alerts
    }
}
