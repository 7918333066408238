// The work the watchlist model asks its view model to do: watch a feed, time a flash, open a dialog, edit.

import Domain
import FoundationEssentials

/// Work that `WatchlistLoopState`'s updates ask for; `WatchlistViewModel` runs it outside the update.
enum WatchlistEffect: Sendable {
    /// Load the stored watchlists.
    case load
    /// Watch the live quotes of `watchlist` (replacing any feed watched before).
    case watch(Watchlist)
    /// Stop watching (no watchlist is shown).
    case stopWatching
    /// Ask the feed's real-time connection to try again after a refusal (before `.watch` asks over REST anew).
    case retryFeed
    /// Send `.flashesExpired` after `seconds`.
    case expireFlashes(after: TimeInterval)
    /// Ask the screen to open a dialog.
    case open(WatchlistDialogKind)
    /// Ask the screen to open the detail view of `code`.
    case openDetail(StockCode)
    /// Move `code` one place up or down in the watchlist `id`.
    case moveStock(StockCode, in: WatchlistID, direction: StockMoveDirection, among: Set<StockCode>?)
    /// Evaluate the armed alerts of `watchlists` on every quote (replacing the watch before).
    case watchAlerts([Watchlist])
    /// Save that an alert fired, and tell the screen (status line, bell, notification).
    case alertFired(PriceAlertFiring, AlertFiredNotice)
    /// Ask the screen to open the alert list of `watchlist`.
    case openAlertList(Watchlist, names: [StockCode: String])
    /// Ask the screen to open the holdings view of `watchlist`, with the stocks' names and last prices.
    case openHoldings(Watchlist, names: [StockCode: String], prices: [StockCode: Int])
    /// Ask the screen to open the order ticket on `side` of `code`.
    case openOrder(OrderSide, StockCode, named: String)
    /// Ask the screen to open the KIS set-up's first dialog.
    case openKISSetup
    /// Load the view remembered from the last run (once the watchlists are loaded).
    case restoreView
    /// Store the open watchlist and the sort for the next start.
    case rememberView(RememberedView)
}
