// The orders the watchlist pane can show its rows in, cycled with `s`.

/// How the rows are ordered. Ties, and rows without a quote yet (always last), keep the list order.
public enum WatchlistSort: Hashable, Sendable, CaseIterable {
    /// The user's order in the watchlist.
    case listOrder
    /// Highest change rate first.
    case changeRate
    /// By Korean name (가나다 order).
    case name
    /// Highest price first.
    case price
    /// Most shares traded today first.
    case volume

    /// The next order of the cycle: list order → change % → name → price → volume → list order.
    public var next: WatchlistSort {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// A short label for the header or status bar.
    public var label: String {
        switch self {
        case .listOrder: "list order"
        case .changeRate: "change %"
        case .name: "name"
        case .price: "price"
        case .volume: "volume"
        }
    }

    /// Whether new quotes can change the order.
    var followsQuotes: Bool { self != .listOrder && self != .name }
}
