// What each key-derived intent does to the update loop's state, and which dialogs or edits it asks for.

import Domain

extension WatchlistLoopState {
    /// Applies `intent`; the notice of the previous key is cleared first. Esc (clearing the filter)
    /// first dismisses the store's notice while one is shown, then the background failures' row.
    mutating func handle(_ intent: WatchlistIntent) -> [WatchlistEffect] {
        notices.notice = nil
        if case .filter(.clear) = intent, notices.storeNotice != nil {
            notices.storeNotice = nil
            return []
        }
        if case .filter(.clear) = intent, !list.isEditingFilter, !notices.background.isEmpty {
            notices.dismissBackground()
            return []
        }
        list.refreshIfStale(rows: rows)
        switch intent {
        case .select(let move):
            list.moveSelection(move)
        case .nextWatchlist:
            return showWatchlist(offset: 1)
        case .previousWatchlist:
            return showWatchlist(offset: -1)
        case .showWatchlist(let index):
            guard watchlists.indices.contains(index) else { return [] }
            return showWatchlist(offset: index - activeIndex)
        case .cycleSort:
            list.cycleSort(rows: rows)
        case .reverseSort:
            list.reverseSort(rows: rows)
        case .filter(let edit):
            notices.notice = list.editFilter(edit, rows: rows)
        case .addStock:
            return activeWatchlist.map { [.open(.addStock(to: $0))] } ?? []
        case .removeSelectedStock:
            guard let watchlist = activeWatchlist, let code = list.shownSelectedCode else { return [] }
            return [.open(.removeStock(code, named: rows[code]?.name ?? code.rawValue, from: watchlist))]
        case .openSelectedStock:
            return list.shownSelectedCode.map { [.openDetail($0)] } ?? []
        case .moveSelectedStockUp:
            return moveSelectedStock(.up)
        case .moveSelectedStockDown:
            return moveSelectedStock(.down)
        case .createWatchlist:
            return isLoading ? [] : [.open(.createWatchlist)]
        case .renameWatchlist:
            return activeWatchlist.map { [.open(.renameWatchlist($0))] } ?? []
        case .deleteWatchlist:
            guard watchlists.count > 1 else {
                notices.notice = WatchlistEditError.lastWatchlist.message
                return []
            }
            return activeWatchlist.map { [.open(.deleteWatchlist($0))] } ?? []
        case .addLot, .setAlert, .listAlerts, .openHoldings, .placeOrder, .importHolding, .rebuildLots:
            return handleHoldings(intent)
        case .retryFeed:
            return retryFeed()
        case .setUpKIS:
            return [.openKISSetup]
        }
        return []
    }

    /// Asks the stopped feed again with the settings read anew (the key fixed in config.json), the socket,
    /// then a new subscription, which asks over REST anew; only after a refusal only the user can end,
    /// since a feed that heals by itself is retrying already.
    private mutating func retryFeed() -> [WatchlistEffect] {
        guard let watchlist = activeWatchlist, feed.retry() else {
            notices.notice = Self.nothingToRetryNotice
            return []
        }
        notices.notice = Self.retryingNotice
        return [.retryFeed, .watch(watchlist)]
    }

    /// The KIS set-up's keys were taken while the app runs (the feed's settings read again and its socket
    /// asked again already): a feed stopped on a refusal subscribes anew, as after R; a running one goes on.
    mutating func settingsTaken() -> [WatchlistEffect] {
        guard let watchlist = activeWatchlist, feed.retry() else { return [] }
        return [.watch(watchlist)]
    }

    /// Said when R is pressed while the feed has not stopped.
    static let nothingToRetryNotice = "The feed has not stopped: R asks again only after a refusal that needs you (a wrong key)."
    /// Said when R asks the stopped feed again.
    static let retryingNotice = "Reading config.json again and asking the feed with its keys…"

    /// Said when the settings read again for R could not be used: why, and that the feed keeps its keys.
    static func settingsNotTakenNotice(_ problem: FeedSettingsError) -> String {
        problem.message + " The feed is asked again with the keys it had."
    }

    /// Moves the selected stock in the watchlist itself; only in list order, where the move is visible,
    /// and under a filter past the hidden rows to the next shown one.
    private mutating func moveSelectedStock(_ direction: StockMoveDirection) -> [WatchlistEffect] {
        guard let watchlist = activeWatchlist, let code = list.shownSelectedCode else { return [] }
        guard list.sort == .listOrder, !list.isSortReversed else {
            notices.notice = Self.moveNeedsListOrderNotice
            return []
        }
        list.selectedCode = code
        return [.moveStock(code, in: watchlist.id, direction: direction, among: list.filterMatches)]
    }

    /// Said when J/K is pressed while the rows are sorted by something else than the list's order, or
    /// in the list's order reversed.
    static let moveNeedsListOrderNotice = "Stocks move only in list order, not reversed: press s until it is shown."
}
