// Watch a watchlist's live quotes as one stream of rows in the watchlist's order.

import Reactive

/// Watches the live quotes of one watchlist.
public protocol WatchWatchlistQuotesUseCase {
    /// At once the rows without quotes, then the updated state after every feed event, until disposed.
    /// Feed failures are kept in the state; the stream itself fails only if the feed does.
    func execute(watchlist: Watchlist) -> Observable<WatchlistQuotes>
}

/// Names rows from a `StockCatalogRepository` and subscribes one `QuoteRepository` stream for the codes.
public final class DefaultWatchWatchlistQuotesUseCase: WatchWatchlistQuotesUseCase {
    private let quotes: QuoteRepository
    private let stocksByCode: [StockCode: Stock]

    public init(quotes: QuoteRepository, catalog: StockCatalogRepository) {
        self.quotes = quotes
        stocksByCode = Dictionary(catalog.allStocks().map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public func execute(watchlist: Watchlist) -> Observable<WatchlistQuotes> {
        let initial = WatchlistQuotes(watchlist: watchlist, stocks: stocksByCode)
        let feed = quotes.quotes(for: watchlist.codes)
        return Observable.create { observer in
            var state = initial
            observer.onNext(state)
            return feed.subscribe { event in
                switch event {
                case .next(let feedEvent):
                    state = state.applying(feedEvent)
                    observer.onNext(state)
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    observer.onCompleted()
                }
            }
        }
    }
}
