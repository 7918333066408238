// What a key press on the watchlist screen means, with no terminal types in it.

import Domain

/// One user intent on the watchlist screen. The screen maps keys to these (↑/k → `.select(.up)`, …).
public enum WatchlistIntent: Hashable, Sendable {
    /// Moves the selection.
    case select(SelectionMove)
    /// Tab/→: the next watchlist; wraps around.
    case nextWatchlist
    /// Shift-Tab/←: the previous watchlist; wraps around.
    case previousWatchlist
    /// A click on a tab (`--mouse`): the watchlist at this index of the tabs.
    case showWatchlist(Int)
    /// `s`: the next sort order, in its natural direction.
    case cycleSort
    /// `S`: the same sort the other way round.
    case reverseSort
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
    /// `p`: opens the add-a-lot dialog for the selected stock.
    case addLot
    /// `!`: opens the alert dialog for the selected stock.
    case setAlert
    /// `A`: opens the alert list of the shown watchlist.
    case listAlerts
    /// `b` / `x`: opens the order ticket to buy / sell the selected stock.
    case placeOrder(OrderSide)
    /// `h`: opens the holdings view (every lot and sale) of the shown watchlist.
    case openHoldings
    /// The Account view's `i`: opens the import dialog of a broker holding's missing shares, into the shown watchlist.
    case importHolding(BrokerHoldingImport)
    /// The Account view's `f`: asks to confirm replacing a stock's lots in the shown watchlist with those its fills make.
    case rebuildLots(LotRebuild)
    /// `R`: tries the feed again after a refusal only the user can end stopped it (a wrong key, fixed since).
    case retryFeed
    /// `C`: opens the KIS set-up (account type, app key and secret, account number, HTS ID), saved to config.json.
    case setUpKIS
    /// Enter: opens the selected stock's detail view (after the intents before it, so a ↓ typed just
    /// before Enter counts).
    case openSelectedStock
}
