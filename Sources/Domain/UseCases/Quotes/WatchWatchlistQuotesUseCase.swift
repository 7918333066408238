// Watch a watchlist's live quotes as one stream of rows in the watchlist's order.

import Reactive

/// Watches the live quotes of one watchlist.
public protocol WatchWatchlistQuotesUseCase {
    /// At once the rows without quotes, then the updated state after every feed event, until disposed.
    /// Feed failures are kept in the state; the stream itself fails only if the feed does.
    func execute(watchlist: Watchlist) -> Observable<WatchlistQuotes>
}

/// Names rows from a `StockCatalogRepository` and subscribes one `QuoteRepository` stream for the codes.
/// When the catalog is replaced, the rows are named anew (quotes kept) and the state is emitted again.
public final class DefaultWatchWatchlistQuotesUseCase: WatchWatchlistQuotesUseCase {
    private let quotes: QuoteRepository
    private let catalog: StockCatalogRepository

    public init(quotes: QuoteRepository, catalog: StockCatalogRepository) {
        self.quotes = quotes
        self.catalog = catalog
    }

    public func execute(watchlist: Watchlist) -> Observable<WatchlistQuotes> {
        let catalog = catalog
        let feed = quotes.quotes(for: watchlist.codes)
        return Observable.create { observer in
            // Feed events and catalog replacements arrive on different threads: one lock orders them.
            let state = LockedState(WatchlistQuotes(watchlist: watchlist, stocks: Self.stocks(of: watchlist, in: catalog)))
            state.withLock { observer.onNext($0) }
            let renames = catalog.replacements.subscribe(onNext: {
                let stocks = Self.stocks(of: watchlist, in: catalog)
                state.withLock { current in
                    current = current.renaming(from: stocks)
                    observer.onNext(current)
                }
            })
            let events = feed.subscribe { event in
                switch event {
                case .next(let feedEvent):
                    state.withLock { current in
                        current = current.applying(feedEvent)
                        observer.onNext(current)
                    }
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    observer.onCompleted()
                }
            }
            return Disposables.create(renames, events)
        }
    }

    /// The catalog's stocks among the watchlist's codes (one pass over the catalog).
    private static func stocks(of watchlist: Watchlist, in catalog: StockCatalogRepository) -> [StockCode: Stock] {
        let codes = Set(watchlist.codes)
        var stocks: [StockCode: Stock] = [:]
        for stock in catalog.allStocks() where codes.contains(stock.code) && stocks[stock.code] == nil { stocks[stock.code] = stock }
        return stocks
    }
}
