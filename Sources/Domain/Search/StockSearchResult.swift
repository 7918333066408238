// The answer to a search: the best matches, and how many matched in all.

/// The best matches for a query (at most the limit asked for, best first) and the number of stocks
/// that matched, so a list can say "and 212 more".
public struct StockSearchResult: Sendable, Equatable {
    /// The best matches, best first.
    public let matches: [StockMatch]
    /// How many stocks match the query, `matches` included.
    public let totalCount: Int

    public init(matches: [StockMatch], totalCount: Int) {
        self.matches = matches
        self.totalCount = totalCount
    }

    /// No stock matched.
    public static let empty = StockSearchResult(matches: [], totalCount: 0)

    /// How many matches are not in `matches`.
    public var remainingCount: Int { totalCount - matches.count }
}
