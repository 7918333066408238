// What a key press on the watchlist screen means, with no terminal types in it.

/// One user intent on the watchlist screen. The screen maps keys to these (↑/k → `.select(.up)`, …).
public enum WatchlistIntent: Hashable, Sendable {
    /// Moves the selection.
    case select(SelectionMove)
    /// Tab/→: the next watchlist; wraps around.
    case nextWatchlist
    /// Shift-Tab/←: the previous watchlist; wraps around.
    case previousWatchlist
    /// `s`: the next sort order.
    case cycleSort
    /// `/` and the keys typed while the filter line is open.
    case filter(FilterEdit)
    /// `a`: opens the add-a-stock dialog.
    case addStock
    /// `d`: asks to remove the selected stock.
    case removeSelectedStock
    /// `K`: moves the selected stock one place up in the watchlist.
    case moveSelectedStockUp
    /// `J`: moves the selected stock one place down in the watchlist.
    case moveSelectedStockDown
    /// `n`: opens the new-watchlist dialog.
    case createWatchlist
    /// `r`: opens the rename dialog for the shown watchlist.
    case renameWatchlist
    /// `D`: asks to delete the shown watchlist.
    case deleteWatchlist
    /// Enter: opens the selected stock's detail view (after the intents before it, so a ↓ typed just
    /// before Enter counts).
    case openSelectedStock
}
