// Watch a watchlist's live quotes as the changes to its rows: the names, then every feed event.

import Reactive

/// Watches the live quotes of one watchlist.
public protocol WatchWatchlistQuotesUseCase {
    /// At once the rows' names, then every feed event and a new naming whenever the catalog is replaced,
    /// until disposed; serialised (events and namings come from different threads). Fold them into
    /// `WatchlistQuotes(watchlist:stocks:)` with `apply(_:)`, as fast as they come (`states(of:)`) or paced
    /// by the caller (the watchlist's view model folds them once per frame with `coalesce`). Feed failures
    /// are changes too; the stream itself fails only if the feed does.
    func execute(watchlist: Watchlist) -> Observable<WatchlistQuotesChange>
}

extension WatchWatchlistQuotesUseCase {
    /// Every state of the watchlist's rows, one per change, as it happens; each names the rows its change
    /// changed (`changedRows`).
    public func states(of watchlist: Watchlist) -> Observable<WatchlistQuotes> {
        execute(watchlist: watchlist)
            .scan(into: (quotes: WatchlistQuotes(watchlist: watchlist, stocks: [:]), taken: WatchlistQuotes?.none)) { state, change in
                state.quotes.apply(change)
                state.taken = state.quotes.takeChanges()
            }
            .compactMap(\.taken)
    }
}

/// Names rows from a `StockCatalogRepository` and subscribes one `QuoteRepository` stream for the codes.
/// When the catalog is replaced, the rows are named anew.
public final class DefaultWatchWatchlistQuotesUseCase: WatchWatchlistQuotesUseCase {
    private let quotes: QuoteRepository
    private let catalog: StockCatalogRepository

    public init(quotes: QuoteRepository, catalog: StockCatalogRepository) {
        self.quotes = quotes
        self.catalog = catalog
    }

    public func execute(watchlist: Watchlist) -> Observable<WatchlistQuotesChange> {
        let catalog = catalog
        let feed = quotes.quotes(for: watchlist.codes)
        return Observable.create { observer in
            // One change at a time: namings come on the catalog's thread, events on the feed's.
            let serial = Lock()
            let named = Self.stocks(of: watchlist, in: catalog)
            serial.withLock { observer.onNext(.named(named)) }
            let renames = catalog.replacements.subscribe(onNext: {
                let stocks = Self.stocks(of: watchlist, in: catalog)
                serial.withLock { observer.onNext(.named(stocks)) }
            })
            // A catalog replaced between the first naming and the subscription above sent its signal to nobody.
            let renamed = Self.stocks(of: watchlist, in: catalog)
            if renamed != named { serial.withLock { observer.onNext(.named(renamed)) } }
            let events = feed.subscribe(
                onNext: { event in serial.withLock { observer.onNext(.feed(event)) } },
                onError: { error in serial.withLock { observer.onError(error) } },
                onCompleted: { serial.withLock { observer.onCompleted() } }
            )
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
