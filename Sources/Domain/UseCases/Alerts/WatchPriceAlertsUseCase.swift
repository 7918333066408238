// Watch the quotes of every stock with an armed alert and report each alert that fires.

import Reactive

/// Evaluates the armed alerts of all watchlists on every quote the feed delivers — for every stock
/// with an alert, shown on screen or not.
public protocol WatchPriceAlertsUseCase {
    /// The firings, until disposed; never ends when no alert is armed. Subscribe anew when the stored
    /// alerts change (added, edited, re-armed, deleted).
    func execute(watchlists: [Watchlist]) -> Observable<PriceAlertFiring>
}

/// Subscribes one `QuoteRepository` stream for the codes with armed alerts and runs a `PriceAlertEngine` on it.
public final class DefaultWatchPriceAlertsUseCase: WatchPriceAlertsUseCase {
    private let quotes: QuoteRepository

    public init(quotes: QuoteRepository) {
        self.quotes = quotes
    }

    public func execute(watchlists: [Watchlist]) -> Observable<PriceAlertFiring> {
        let engine = PriceAlertEngine(watchlists: watchlists)
        guard engine.armedCount > 0 else { return .never() }
        let feed = quotes.quotes(for: engine.codes)
        return Observable.create { observer in
            var engine = engine
            return feed.subscribe(
                onNext: { event in
                    guard case .quote(let quote) = event else { return }
                    for firing in engine.evaluate(quote) { observer.onNext(firing) }
                },
                onError: { observer.onError($0) },
                onCompleted: { observer.onCompleted() }
            )
        }
    }
}
