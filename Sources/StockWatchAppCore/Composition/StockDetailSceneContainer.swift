// The stock detail scene's container: builds the chart and order-book use cases from this run's repositories.

import Domain
import FoundationEssentials
import Presentation
import Reactive

/// Builds the detail scene's use cases (as `WatchlistSceneContainer` does for the list): the chart
/// history through the bar cache, the order book and the stock's quotes, and the detail view model.
/// View models receive these, never repositories.
public struct StockDetailSceneContainer {
    private let quotes: QuoteRepository
    private let catalog: StockCatalogRepository
    private let history: PriceHistoryRepository
    private let orderBooks: OrderBookRepository
    private let cache: PriceBarCache
    private let scheduler: any SchedulerType
    private let calendar: KRXCalendar?
    private let venueQuotes: VenueQuoteRepository?
    /// Where both charts read and write the bar cache, one item after another, off the drawing thread.
    private let cacheScheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "stockwatch.bar-cache")

    /// - Parameters:
    ///   - quotes: The live feed (the header, trades and the chart's live extension).
    ///   - catalog: The stocks the app knows (the header's name and market), read when a detail opens
    ///     (the catalog may have been replaced since the start).
    ///   - history: Bars from the exchange (simulated or KIS).
    ///   - orderBooks: Order books from the exchange.
    ///   - cache: The local bar cache (SQLite under the cache folder).
    ///   - scheduler: The clock that decides which day is today.
    ///   - calendar: The exchange's calendar: which trading day's session today's chart shows before the opening.
    ///   - venueQuotes: Each venue's own price of a Nextrade stock (the header's KRX · NXT line); nil for none.
    public init(
        quotes: QuoteRepository, catalog: StockCatalogRepository,
        history: PriceHistoryRepository, orderBooks: OrderBookRepository, cache: PriceBarCache, scheduler: any SchedulerType,
        calendar: KRXCalendar? = nil, venueQuotes: VenueQuoteRepository? = nil
    ) {
        self.quotes = quotes
        self.catalog = catalog
        self.history = history
        self.orderBooks = orderBooks
        self.cache = cache
        self.scheduler = scheduler
        self.calendar = calendar
        self.venueQuotes = venueQuotes
    }

    // MARK: Use cases

    public func makeWatchStockQuotesUseCase() -> WatchStockQuotesUseCase {
        DefaultWatchStockQuotesUseCase(quotes: quotes)
    }

    public func makeLoadIntradayBarsUseCase() -> LoadIntradayBarsUseCase {
        DefaultLoadIntradayBarsUseCase(history: history, cache: cache, now: clock, calendar: calendar, cacheScheduler: cacheScheduler)
    }

    public func makeLoadDailyBarsUseCase() -> LoadDailyBarsUseCase {
        DefaultLoadDailyBarsUseCase(history: history, cache: cache, now: clock, cacheScheduler: cacheScheduler)
    }

    public func makeWatchOrderBookUseCase() -> WatchOrderBookUseCase {
        DefaultWatchOrderBookUseCase(orderBooks: orderBooks)
    }

    /// Both venues' prices every 10 s (two requests a round on KIS, inside the shared rate limiter); nil without a source.
    public func makeWatchVenuePricesUseCase() -> WatchVenuePricesUseCase? {
        venueQuotes.map { DefaultWatchVenuePricesUseCase(venues: $0, period: .seconds(10), scheduler: scheduler) }
    }

    // MARK: Presentation

    /// The detail view model of the stock with `code`.
    /// - Parameter frames: Where states are emitted, once per frame (`FrameScheduler.main` on the full
    ///   screen); nil emits after every update.
    public func makeStockDetailViewModel(code: StockCode, frames: (any ImmediateSchedulerType)? = nil) -> StockDetailViewModel {
        StockDetailViewModel(
            code: code,
            stock: catalog.allStocks().first { $0.code == code },
            useCases: StockDetailViewModel.UseCases(
                watchQuotes: makeWatchStockQuotesUseCase(),
                loadIntradayBars: makeLoadIntradayBarsUseCase(),
                loadDailyBars: makeLoadDailyBarsUseCase(),
                watchOrderBook: makeWatchOrderBookUseCase(),
                watchSources: DefaultWatchQuoteSourcesUseCase(quotes: quotes),
                currentSession: calendar.map { DefaultCurrentMarketSessionUseCase(scheduler: scheduler, calendar: $0) },
                watchVenuePrices: makeWatchVenuePricesUseCase(),
                tradingMinutes: calendar.map { DefaultStockTradingMinutesUseCase(calendar: $0, venues: venueQuotes) }
            ),
            scheduler: scheduler,
            frames: frames
        )
    }

    private var clock: () -> Date {
        let scheduler = scheduler
        return { scheduler.now }
    }
}
