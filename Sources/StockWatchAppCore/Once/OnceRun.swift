// `stockwatch --once`: load the first watchlist, wait for a first quote of each stock, print, exit.

import Dispatch
import Domain
import FoundationEssentials
import Reactive

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
        let complete: @Sendable (WatchlistQuotes) -> Bool = { quotes in quotes.rows.allSatisfy { $0.quote != nil || $0.failure != nil } }
        let timeout = Self.patience(forStocks: watchlist.codes.count)
        let quotes: WatchlistQuotes
        switch Self.wait(for: container.watchlistScene.makeWatchWatchlistQuotesUseCase().execute(watchlist: watchlist), until: complete, timeout: timeout) {
        case .success(let value?): quotes = value
        case .success(nil): quotes = WatchlistQuotes(watchlist: watchlist, stocks: [:])
        case .failure(let reason): return .failure(.noQuotes(reason.text))
        }
        if !watchlist.codes.isEmpty, quotes.rows.allSatisfy({ $0.quote == nil }) {
            let reason = quotes.feedFailure?.message ?? quotes.rows.compactMap(\.failure).first?.message ?? "none arrived in \(Int(timeout)) seconds"
            return .failure(.noQuotes(reason))
        }
        return .success(OnceReport(watchlistName: watchlist.name, feedName: container.feedName, rows: quotes.rows, generatedAt: Date(),
            positions: watchlist.heldPositions, costs: container.settings.tradingCosts
        ))
    }

    /// The watchlist named `name` (compared as the app compares names: normalized, ignoring case), or
    /// the first one when no name was given.
    static func chosen(_ name: String?, among watchlists: [Watchlist]) -> Result<Watchlist, LaunchError> {
        guard let name else { return watchlists.first.map(Result.success) ?? .failure(.noWatchlist) }
        if let found = watchlists.first(where: { WatchlistNameRules.sameName($0.name, name) }) { return .success(found) }
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
