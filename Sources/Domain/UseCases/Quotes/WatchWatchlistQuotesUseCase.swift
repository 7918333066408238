// Watch a watchlist's live quotes as one stream of rows in the watchlist's order.

import Reactive

/// Watches the live quotes of one watchlist.
public protocol WatchWatchlistQuotesUseCase {
    /// At once the rows without quotes, then the updated state after every feed event, until disposed.
    /// With `scheduler`, the states are handed to it instead and at most one waits for it: the events
    /// until it runs fold into that one, whose `changedRows` then names every row changed since the
    /// state before (a live feed's trades reach a screen once per frame). Feed failures are kept in the
    /// state; the stream itself fails only if the feed does.
    func execute(watchlist: Watchlist, deliveringOn scheduler: (any ImmediateSchedulerType)?) -> Observable<WatchlistQuotes>
}

extension WatchWatchlistQuotesUseCase {
    /// Every state at once, as it happens.
    public func execute(watchlist: Watchlist) -> Observable<WatchlistQuotes> {
        execute(watchlist: watchlist, deliveringOn: nil)
    }
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

    public func execute(watchlist: Watchlist, deliveringOn scheduler: (any ImmediateSchedulerType)?) -> Observable<WatchlistQuotes> {
        let catalog = catalog
        let feed = quotes.quotes(for: watchlist.codes)
        return Observable.create { observer in
            let named = Self.stocks(of: watchlist, in: catalog)
            let delivery = WatchlistQuotesDelivery(WatchlistQuotes(watchlist: watchlist, stocks: named), to: observer, on: scheduler)
            let renames = catalog.replacements.subscribe(onNext: {
                let stocks = Self.stocks(of: watchlist, in: catalog)
                delivery.update { $0 = $0.renaming(from: stocks) }
            })
            // A catalog replaced between the first naming and the subscription above sent its signal to nobody.
            let renamed = Self.stocks(of: watchlist, in: catalog)
            if renamed != named { delivery.update { $0 = $0.renaming(from: renamed) } }
            let events = feed.subscribe(
                onNext: { event in delivery.update { $0.apply(event) } },
                onError: { error in delivery.end(with: .error(error)) },
                onCompleted: { delivery.end(with: .completed) }
            )
            return Disposables.create(delivery, renames, events)
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
