// `stockwatch --once`: load the first watchlist, wait for a first quote (or failure) of each stock, print, exit.

import Dispatch
import Domain
import FoundationEssentials
import Reactive
import Storage

/// Runs `--once` without the terminal: loads the watchlists, watches the first one (or the one
/// `--watchlist` names) until every stock has a quote or a failure (or the time is up), and builds the
/// report from what arrived.
struct OnceRun {
    let container: AppContainer

    /// How long to wait for the first quotes of `count` stocks: the KIS feed polls one stock at a
    /// time at the account's rate, the simulated one answers at once.
    static func patience(forStocks count: Int) -> TimeInterval {
        10 + 2 * Double(count)
    }

    /// The report, or why there is none.
    func report() -> Result<OnceReport, LaunchError> {
        let loaded: LoadedWatchlists
        switch Self.wait(for: container.watchlistScene.makeLoadWatchlistsUseCase().execute().asObservable(), until: { _ in true }, timeout: 30) {
        case .success(let value?): loaded = value
        case .success(nil): return .failure(.watchlists("the watchlists could not be read in time"))
        case .failure(let reason): return .failure(.watchlists(reason.text))
        }
        let watchlist: Watchlist
        switch Self.chosen(container.settings.onceWatchlist, among: loaded.watchlists) {
        case .success(let found): watchlist = found
        case .failure(let error): return .failure(error)
        }
        // A refusal only the user can end (a wrong key) will not change while we wait: stop at once.
        let complete: @Sendable (WatchlistQuotes) -> Bool = { quotes in
            quotes.feedFailure.map { !$0.healsByItself } == true || quotes.rows.allSatisfy { $0.quote != nil || $0.failure != nil }
        }
        let timeout = Self.patience(forStocks: watchlist.codes.count)
        // Where each row's price comes from, read beside the quotes: a feed that sees KRX only says which are KRX's close.
        let sources = LockedState<QuoteFeedStatus?>(nil)
        let watchingSources = container.watchlistScene.makeWatchQuoteSourcesUseCase().execute(visibleCodes: .just(watchlist.codes))
            .subscribe(onNext: { status in sources.withLock { $0 = status } })
        defer { watchingSources.dispose() }
        let quotes: WatchlistQuotes
        switch Self.wait(for: container.watchlistScene.makeWatchWatchlistQuotesUseCase().states(of: watchlist), until: complete, timeout: timeout) {
        case .success(let value?): quotes = value
        case .success(nil): quotes = WatchlistQuotes(watchlist: watchlist, stocks: [:])
        case .failure(let reason): return .failure(.noQuotes(reason.text))
        }
        let krxClose = Set(sources.withLock { $0?.sources.filter { $0.value == .krxClose }.map(\.key) ?? [] })
        return .success(OnceReport(watchlistName: watchlist.name, feedName: container.feedName, rows: Self.settled(quotes, waited: timeout),
            generatedAt: container.now, positions: watchlist.heldPositions, costs: container.settings.tradingCosts, krxClose: krxClose
        ))
    }

    /// The rows of `quotes` where every row without a quote says why: its own failure, else the whole
    /// feed's, else that nothing came within `waited` seconds.
    static func settled(_ quotes: WatchlistQuotes, waited: TimeInterval) -> [WatchlistQuoteRow] {
        let reason = quotes.feedFailure ?? QuoteFeedFailure(code: nil, message: "no answer within \(Int(waited)) s")
        return quotes.rows.map { row in
            guard row.quote == nil, row.failure == nil else { return row }
            return WatchlistQuoteRow(code: row.code, stock: row.stock, storedName: row.storedName, failure: reason)
        }
    }

    /// The account report (`--once --account`): the account's first snapshot valued at the first
    /// quotes that arrive with it, or why there is none.
    func accountReport() -> Result<OnceAccountReport, LaunchError> {
        guard let scene = container.accountScene else { return .failure(.noAccount(Self.noAccountReason(feed: container.settings.feed))) }
        let watchAccount = scene.makeWatchAccountUseCase()
        // The account is read once (every page of it); a refusal ends the wait with its reason.
        let readFailure = watchAccount.refresh().asObservable().compactMap { _ -> AccountValuation? in nil }
        switch Self.wait(for: Observable.merge(watchAccount.execute(), readFailure), until: { _ in true }, timeout: Self.patience(forStocks: 0)) {
        case .success(let valuation?): return .success(OnceAccountReport(valuation: valuation, feedName: container.feedName, generatedAt: container.now))
        case .success(nil): return .failure(.noAccount("the account could not be read in time"))
        case .failure(let reason): return .failure(.noAccount(reason.text))
        }
    }

    /// Why `--once --account` has no account to print on this feed.
    static func noAccountReason(feed: QuoteFeedKind) -> String {
        feed == .kis
            ? "set \"kis_account_number\" (8-2 digits, e.g. \"12345678-01\") in config.json to see the KIS account"
            : "this feed has no account set up"
    }

    /// The watchlist named `name` (compared as the app compares names: normalized, ignoring case), or
    /// the first one when no name was given.
    static func chosen(_ name: String?, among watchlists: [Watchlist]) -> Result<Watchlist, LaunchError> {
        guard let name else { return watchlists.first.map(Result.success) ?? .failure(.noWatchlist) }
        // The name as typed first: a hand-edited file may hold both "X" and "x", which `sameName` does not tell apart.
        if let found = watchlists.first(where: { $0.name == name }) ?? watchlists.first(where: { WatchlistNameRules.sameName($0.name, name) }) {
            return .success(found)
        }
        return .failure(watchlists.isEmpty ? .noWatchlist : .unknownWatchlist(name, available: watchlists.map(\.name)))
    }

    /// A stream's failure, as the user reads it.
    struct FailureText: Error {
        let text: String
    }

    /// Subscribes `source` and blocks until an element satisfies `isDone`, the source ends or fails,
    /// or `timeout` passes; returns the last element seen (nil if none) or the failure.
    private static func wait<Element: Sendable>(
        for source: Observable<Element>,
        until isDone: @escaping @Sendable (Element) -> Bool,
        timeout: TimeInterval
    ) -> Result<Element?, FailureText> {
        let outcome = LockedState<(latest: Element?, failure: FailureText?)>((nil, nil))
        let finished = DispatchSemaphore(value: 0)
        let subscription = source.subscribe(
            onNext: { element in
                outcome.withLock { $0.latest = element }
                if isDone(element) { finished.signal() }
            },
            onError: { error in
                let text = (error as? UserFacingError)?.message ?? "\(error)"
                outcome.withLock { $0.failure = FailureText(text: text) }
                finished.signal()
            },
            onCompleted: { finished.signal() }
        )
        _ = finished.wait(timeout: .now() + timeout)
        subscription.dispose()
        return outcome.withLock { state in
            if let failure = state.failure { return .failure(failure) }
            return .success(state.latest)
        }
    }
}
