// The watchlist screen's whole state inside its view model, and how data and time change it.

import Domain
import FoundationEssentials

/// What `WatchlistViewModel`'s update loop keeps: the watchlists, and the value sub-states it is
/// composed of — the formatted rows (`WatchlistRowTable`), the pane's order, filter, selection and sort
/// (`WatchlistListView`), the feed's health (`WatchlistFeedStatus`), the header's session and clock
/// (`WatchlistSessionClock`) and what the screen says (`WatchlistNotices`). `WatchlistState` is drawn from it.
///
/// A quote changes its row in place inside `rows` (a stored sub-state, so the table is never copied);
/// drawing a frame only picks rows out in order.
struct WatchlistLoopState: Sendable {
    var watchlists: [Watchlist] = []
    var activeIndex = 0
    var isLoading = true
    var isReadOnly = false
    /// A formatted row for every stock seen so far.
    var rows: WatchlistRowTable
    /// The shown watchlist's codes in their order, the filter, the sort and the selection.
    var list = WatchlistListView()
    /// The quote feed's health and each code's source.
    var feed = WatchlistFeedStatus()
    /// The exchange's phase, the indices and the clock, for the header.
    var session: WatchlistSessionClock
    /// The notices, the run's message log and the background failures.
    var notices = WatchlistNotices()
    /// The view as last stored or restored; nil until the remembered view is restored (nothing is
    /// stored before, so a start never overwrites it with the defaults).
    var lastRemembered: RememberedView?
    /// Whether positions and alerts can be edited here (the view model has their use cases).
    var offersHoldings = false
    /// The fee rates P&L is counted with.
    var tradingCosts = TradingCosts.none
    /// Which stock catalog is in use and its refresh, nil for a catalog that is never refreshed.
    var catalog: CatalogStatusLine?

    init(now: Date, staleAfter: TimeInterval, flashDuration: TimeInterval) {
        rows = WatchlistRowTable(staleAfter: staleAfter, flashDuration: flashDuration)
        session = WatchlistSessionClock(now: now)
    }

    /// The watchlist on screen, nil before loading (or if there is none).
    var activeWatchlist: Watchlist? {
        watchlists.indices.contains(activeIndex) ? watchlists[activeIndex] : nil
    }

    // MARK: Watchlists

    /// Takes a new set of watchlists, showing `activeID` (else the one shown before, else the nearest
    /// position), and selecting `selecting` if given. Watches the shown list anew when its codes changed.
    mutating func setWatchlists(_ lists: [Watchlist], showing activeID: WatchlistID? = nil, selecting code: StockCode? = nil)
        -> [WatchlistEffect] {
        let previous = activeWatchlist
        watchlists = lists
        isLoading = false
        let wanted = activeID ?? previous?.id
        activeIndex = lists.firstIndex { $0.id == wanted } ?? min(activeIndex, max(0, lists.count - 1))
        if let code { list.selectedCode = code }
        return watchIfChanged(from: previous)
    }

    /// Shows the watchlist `offset` places away, wrapping around.
    mutating func showWatchlist(offset: Int) -> [WatchlistEffect] {
        guard watchlists.count > 1 else { return [] }
        let previous = activeWatchlist
        activeIndex = ((activeIndex + offset) % watchlists.count + watchlists.count) % watchlists.count
        return watchIfChanged(from: previous)
    }

    private mutating func watchIfChanged(from previous: Watchlist?) -> [WatchlistEffect] {
        guard let active = activeWatchlist else {
            list.showNoList(rows: rows)
            return previous == nil ? [] : [.stopWatching]
        }
        if active.id != previous?.id { list.showAnotherList(rows: rows) }
        return active.id == previous?.id && active.codes == previous?.codes ? [] : [.watch(active)]
    }

    // MARK: Quotes and time

    /// Takes a snapshot of the watched list's quotes, received at `time`: only its changed rows (since
    /// the last snapshot taken, `WatchlistQuotes.changedRows`) are read, every row when it has none.
    mutating func apply(_ quotes: WatchlistQuotes, at time: Date) -> [WatchlistEffect] {
        guard quotes.watchlistID == activeWatchlist?.id else { return [] }
        var effects: [WatchlistEffect] = []
        if let changed = quotes.changedRows {
            var failures: [(failure: QuoteFeedFailure, code: StockCode)] = []
            for index in changed.sorted() {
                let row = quotes.rows[index]
                // A changed row without a failure had a quote since the last snapshot, maybe the same again.
                effects += update(row, at: time, quoted: row.quote != nil && row.failure == nil)
                if let failure = row.failure { failures.append((failure, row.code)) }
            }
            // A quote clears the status line's problem; a row's failure in the same batch stays said.
            if failures.count < changed.count { feed.markGoodUpdate(at: time) }
            for (failure, code) in failures { feed.report(failure, about: rows[code]?.name, at: time) }
            if !changed.isEmpty { list.quotesChanged() }
        } else {
            let quoted = quotes.rows.contains { $0.quote != nil && $0.quote != rows[$0.code]?.quote }
            list.take(quotes.rows)
            for row in quotes.rows {
                rows.name(row.code, from: row.stock, storedName: row.storedName)
                effects += update(row, at: time, quoted: false)
            }
            list.refreshFilterMatches(rows: rows)
            if quoted { feed.markGoodUpdate(at: time) }
        }
        feed.reportFeedFailure(quotes.feedFailure, at: time)
        return effects
    }

    private mutating func update(_ source: WatchlistQuoteRow, at time: Date, quoted: Bool) -> [WatchlistEffect] {
        guard let delay = rows.take(source, at: time, quoted: quoted, feedSources: feed.sources) else { return [] }
        return [.expireFlashes(after: delay)]
    }

    /// Takes the feed's per-code sources and socket health, received at `time`: row marks, the
    /// counts, and the socket's problem with its retry countdown.
    mutating func apply(_ status: QuoteFeedStatus, at time: Date) {
        rows.mark(status.sources)
        feed.take(status, shownCodes: list.listCodes, at: time)
    }

    /// The clock moved to `time`: rows age (stale only where their stock trades now: `followsNextrade` says
    /// whether a stock's quotes include Nextrade's trades), the retry countdowns and the session follow.
    mutating func tick(at time: Date, market: VenueStatuses, followsNextrade: @escaping (StockCode) -> Bool) {
        session.tick(at: time, market: market)
        feed.refreshRetryCountdowns(at: time)
        rows.age(at: time, trading: ContinuousTrading(market, feedHours: session.feedHours, followsNextrade: followsNextrade))
    }

    /// Ends the flashes that have lasted their time by `time`, and schedules the next pass if any remain.
    mutating func expireFlashes(at time: Date) -> [WatchlistEffect] {
        rows.expireFlashes(at: time).map { [.expireFlashes(after: $0)] } ?? []
    }

    // MARK: What the screen says

    /// What the screen says now.
    var sayings: WatchlistNotices.Sayings {
        WatchlistNotices.Sayings(
            notice: notices.notice, storeNotice: notices.storeNotice, feedError: feed.health.errorMessage,
            realtimeProblem: feed.health.realtimeProblem, catalogProblem: catalog?.problem,
            isRealtimeDown: feed.health.isRealtimeDown, isFeedStopped: feed.health.isStopped
        )
    }

    /// Logs what the screen says that is new since `before`, at the clock's time (`WatchlistNotices.record`).
    mutating func recordMessages(since before: WatchlistNotices.Sayings) {
        notices.record(sayings, since: before, at: session.now)
    }
}
