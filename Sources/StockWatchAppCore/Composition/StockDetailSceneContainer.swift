// The stock detail scene's container: the one place that builds its use cases and view model.

import Domain
import FoundationEssentials
import Presentation
import Reactive

/// Builds the detail view of a stock from Domain's repositories, as `WatchlistSceneContainer` builds
/// the watchlist. The history, its cache and the order book are optional: a feed without them (until
/// the simulator and KIS provide them) gives a detail view whose chart grows from live quotes alone
/// and that says the order book and daily history are not available.
public struct StockDetailSceneContainer {
    private let quotes: QuoteRepository
    private let stocksByCode: [StockCode: Stock]
    private let history: PriceHistoryRepository?
    private let cache: PriceBarCache?
    private let orderBooks: OrderBookRepository?
    private let scheduler: any SchedulerType

    public init(
        quotes: QuoteRepository,
        catalog: StockCatalogRepository,
        history: PriceHistoryRepository?,
        cache: PriceBarCache?,
        orderBooks: OrderBookRepository?,
        scheduler: any SchedulerType
    ) {
        self.quotes = quotes
        stocksByCode = Dictionary(catalog.allStocks().map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
        self.history = history
        self.cache = cache
        self.orderBooks = orderBooks
        self.scheduler = scheduler
    }

    // MARK: Use cases

    public func makeWatchStockQuotesUseCase() -> WatchStockQuotesUseCase {
        DefaultWatchStockQuotesUseCase(quotes: quotes)
    }

    /// Today's bars, nil without a history and its cache.
    public func makeLoadIntradayBarsUseCase() -> LoadIntradayBarsUseCase? {
        guard let history, let cache else { return nil }
        return DefaultLoadIntradayBarsUseCase(history: history, cache: cache)
    }

    /// Past days' bars, nil without a history and its cache.
    public func makeLoadDailyBarsUseCase() -> LoadDailyBarsUseCase? {
        guard let history, let cache else { return nil }
        return DefaultLoadDailyBarsUseCase(history: history, cache: cache)
    }

    /// The order book, nil without a source.
    public func makeWatchOrderBookUseCase() -> WatchOrderBookUseCase? {
        orderBooks.map { DefaultWatchOrderBookUseCase(orderBooks: $0) }
    }

    // MARK: Presentation

    /// The detail view model of the stock with `code`, nil when `code` is not a stock code.
    /// - Parameter frameInterval: The shortest time between two states; nil emits after every update.
    public func makeStockDetailViewModel(code: String, frameInterval: RxTimeInterval? = WatchlistViewModel.frame) -> StockDetailViewModel? {
        guard let code = StockCode(code) else { return nil }
        return StockDetailViewModel(
            code: code,
            stock: stocksByCode[code],
            useCases: StockDetailViewModel.UseCases(
                watchQuotes: makeWatchStockQuotesUseCase(),
                loadIntradayBars: makeLoadIntradayBarsUseCase(),
                loadDailyBars: makeLoadDailyBarsUseCase(),
                watchOrderBook: makeWatchOrderBookUseCase()
            ),
            scheduler: scheduler,
            frameInterval: frameInterval
        )
    }
}
