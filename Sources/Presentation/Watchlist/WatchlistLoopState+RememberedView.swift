// The open watchlist and the sort, restored at start and remembered whenever the user changes them.

import Domain

extension WatchlistLoopState {
    /// What to remember of the screen now.
    var rememberedView: RememberedView {
        RememberedView(watchlistID: activeWatchlist?.id, sort: sort, isSortReversed: isSortReversed)
    }

    /// Takes the view remembered from the last run (asked for once the watchlists are loaded): its sort
    /// and direction, and its watchlist when that still exists. A notice (the file could not be read)
    /// joins the store's notice. Nothing is remembered before this, and nothing because of it.
    mutating func restore(_ loaded: LoadedRememberedView) -> [WatchlistEffect] {
        sort = loaded.view.sort
        isSortReversed = loaded.view.isSortReversed
        if let notice = loaded.notice { storeNotice = [storeNotice, notice].compactMap(\.self).joined(separator: " ") }
        var effects: [WatchlistEffect] = []
        if let id = loaded.view.watchlistID, let index = watchlists.firstIndex(where: { $0.id == id }) {
            effects = showWatchlist(offset: index - activeIndex)
        }
        refreshVisible()
        lastRemembered = rememberedView
        return effects
    }

    /// `S`: the same sort the other way round (lowest first, names from ㅎ).
    mutating func reverseSort() {
        isSortReversed.toggle()
        refreshVisible()
    }

    /// The effect that stores the view when it changed since it was last stored or restored.
    mutating func rememberIfChanged() -> [WatchlistEffect] {
        guard let lastRemembered, !isLoading, rememberedView != lastRemembered else { return [] }
        self.lastRemembered = rememberedView
        return [.rememberView(rememberedView)]
    }
}
