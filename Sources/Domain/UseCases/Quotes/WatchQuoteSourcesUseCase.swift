// Tell the feed which rows are on screen, and watch where each row's quotes come from.

import Reactive

/// Follows the view for a real-time-aware feed: the rows on screen get the live registrations first,
/// and the feed reports per code whether it is live, polled or stale.
public protocol WatchQuoteSourcesUseCase {
    /// Sends each list of `visibleCodes` (top to bottom) to the feed while subscribed, and emits the
    /// feed's `QuoteFeedStatus`. A feed that is not real-time-aware emits nothing.
    func execute(visibleCodes: Observable<[StockCode]>) -> Observable<QuoteFeedStatus>
}

/// Forwards to a `RealtimeQuoteRepository`; any other `QuoteRepository` (the simulated exchange) ignores the view.
public final class DefaultWatchQuoteSourcesUseCase: WatchQuoteSourcesUseCase {
    private let realtime: RealtimeQuoteRepository?

    public init(quotes: QuoteRepository) {
        realtime = quotes as? RealtimeQuoteRepository
    }

    public func execute(visibleCodes: Observable<[StockCode]>) -> Observable<QuoteFeedStatus> {
        guard let realtime else { return .never() }
        return Observable.create { observer in
            let status = realtime.status.subscribe(onNext: { observer.onNext($0) })
            let visible = visibleCodes.distinctUntilChanged().subscribe(onNext: { realtime.visibleCodes.onNext($0) })
            return Disposables.create(status, visible)
        }
    }
}
