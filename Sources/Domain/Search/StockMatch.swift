// One search result: a stock and how well it matched.

/// A stock found for a query, with the quality of the match.
public struct StockMatch: Sendable, Equatable {
    public let stock: Stock
    public let rank: StockMatchRank

    public init(stock: Stock, rank: StockMatchRank) {
        self.stock = stock
        self.rank = rank
    }
}
