// How well a stock matches what the user typed; lower is better.

/// The quality of a match between a query and a stock, best first.
public enum StockMatchRank: Int, Sendable, Comparable, CaseIterable {
    /// The query is the stock's code.
    case exactCode
    /// The query is the whole Korean or English name (or its initial consonants).
    case exactName
    /// A name or the code starts with the query.
    case prefix
    /// A name contains the query.
    case contains

    public static func < (lhs: StockMatchRank, rhs: StockMatchRank) -> Bool { lhs.rawValue < rhs.rawValue }
}
