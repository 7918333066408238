// A named, ordered list of stock codes the user watches (관심종목), with the names seen when they were
// added and the positions and alerts kept in it.

/// A user's watchlist (관심종목 그룹): a name, the codes in the user's order, and each stock's name as the
/// catalog gave it when it was added, so a stock later delisted (or renamed) still has a name to show.
public struct Watchlist: Hashable, Sendable, Codable, Identifiable {
    public let id: WatchlistID
    public var name: String
    /// The codes in display order, without duplicates.
    public var codes: [StockCode]
    /// The Korean name of each stock when it was added; codes stored before names were kept have none.
    public var storedNames: [StockCode: String]
    /// What is held of the listed stocks (보유 종목), one position per code, in the order first entered.
    public var positions: [Position]
    /// The price alerts set on the listed stocks, by ascending id.
    public var alerts: [PriceAlert]

    public init(
        id: WatchlistID, name: String, codes: [StockCode], storedNames: [StockCode: String] = [:],
        positions: [Position] = [], alerts: [PriceAlert] = []
    ) {
        self.id = id
        self.name = name
        self.codes = codes
        self.storedNames = storedNames
        self.positions = positions
        self.alerts = alerts
    }

    /// The positions the user can see and still holds shares of: those of listed stocks (a removed stock's
    /// kept position is hidden) with a quantity above 0. What the columns and the totals count.
    public var heldPositions: [Position] {
        positions.filter { $0.quantity > 0 && codes.contains($0.code) }
    }
}
