// The orders the watchlist pane can show its rows in, cycled with `s`, remembered across restarts.

/// How the rows are ordered. Ties, and rows without a quote yet (always last), keep the list order.
/// Each key has a natural direction (`isAscending`); the user can reverse it (`S`).
public enum WatchlistSort: String, Hashable, Sendable, CaseIterable {
    /// The user's order in the watchlist.
    case listOrder = "list_order"
    /// Highest change rate first.
    case changeRate = "change_rate"
    /// By Korean name (가나다 order).
    case name
    /// Highest price first.
    case price
    /// Most shares traded today first.
    case volume
    /// Most won traded today first (거래대금).
    case tradedValue = "traded_value"

    /// The next order of the cycle: list order → change % → name → price → volume → traded value → list order.
    public var next: WatchlistSort {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// Whether the natural direction is ascending (list order, names 가나다), else highest first.
    public var isAscending: Bool { self == .listOrder || self == .name }
}
