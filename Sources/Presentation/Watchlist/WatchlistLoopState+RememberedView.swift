// The open watchlist and the sort, restored at start and remembered whenever the user changes them.

import Domain

extension WatchlistLoopState {
    /// What to remember of the screen now.
    var rememberedView: RememberedView {
        RememberedView(watchlistID: activeWatchlist?.id, sort: list.sort, isSortReversed: list.isSortReversed)
    }

    /// Takes the view remembered from the last run (asked for once the watchlists are loaded): its sort
    /// and direction, and its watchlist when that still exists. A notice (the file could not be read)
    /// joins the store's notice. Nothing is remembered before this, and nothing because of it.
    mutating func restore(_ loaded: LoadedRememberedView) -> [WatchlistEffect] {
        if let notice = loaded.notice { notices.storeNotice = [notices.storeNotice, notice].compactMap(\.self).joined(separator: " ") }
        var effects: [WatchlistEffect] = []
        if let id = loaded.view.watchlistID, let index = watchlists.firstIndex(where: { $0.id == id }) {
            effects = showWatchlist(offset: index - activeIndex)
        }
        list.sort(by: loaded.view.sort, reversed: loaded.view.isSortReversed, rows: rows)
        lastRemembered = rememberedView
        return effects
    }

    /// The effect that stores the view when it changed since it was last stored or restored.
    mutating func rememberIfChanged() -> [WatchlistEffect] {
        guard let lastRemembered, !isLoading, rememberedView != lastRemembered else { return [] }
        self.lastRemembered = rememberedView
        return [.rememberView(rememberedView)]
    }
}
