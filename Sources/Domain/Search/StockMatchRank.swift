// How well a stock matches what the user typed; lower is better.

/// The quality of a match between a query and a stock, best first.
public enum StockMatchRank: Int, Sendable, Comparable, CaseIterable {
    /// The query is the stock's code.
    case exactCode
    /// The query is the whole Korean or English name (or the Korean name's initial consonants).
    case exactName
    /// The code, a name, or one of a name's words starts with the query ("lg" → LG화학, "chem" → LG Chem).
    case wordPrefix
    /// The Korean name contains the Hangul query inside a word (전자 → 삼성전자).
    case contains

    public static func < (lhs: StockMatchRank, rhs: StockMatchRank) -> Bool { lhs.rawValue < rhs.rawValue }
}
