// A named, ordered list of stock codes the user watches (관심종목).

/// A user's watchlist (관심종목 그룹): a name and the codes in the user's order.
public struct Watchlist: Hashable, Sendable, Codable, Identifiable {
    public let id: WatchlistID
    public var name: String
    /// The codes in display order, without duplicates.
    public var codes: [StockCode]

    public init(id: WatchlistID, name: String, codes: [StockCode]) {
        self.id = id
        self.name = name
        self.codes = codes
    }
}
