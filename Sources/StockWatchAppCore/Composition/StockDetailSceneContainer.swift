// The stock detail scene's container: builds the chart and order-book use cases from this run's repositories.

import Domain
import FoundationEssentials
import Reactive

/// Builds the detail scene's use cases (as `WatchlistSceneContainer` does for the list): the chart
/// history through the bar cache, and the order book. View models receive these, never repositories.
public struct StockDetailSceneContainer {
    private let history: PriceHistoryRepository
    private let orderBooks: OrderBookRepository
    private let cache: PriceBarCache
    private let scheduler: any SchedulerType

    /// - Parameters:
    ///   - history: Bars from the exchange (simulated or KIS).
    ///   - orderBooks: Order books from the exchange.
    ///   - cache: The local bar cache (SQLite under the cache folder).
    ///   - scheduler: The clock that decides which day is today.
    public init(history: PriceHistoryRepository, orderBooks: OrderBookRepository, cache: PriceBarCache, scheduler: any SchedulerType) {
        self.history = history
        self.orderBooks = orderBooks
        self.cache = cache
        self.scheduler = scheduler
    }

    // MARK: Use cases

    public func makeLoadIntradayBarsUseCase() -> LoadIntradayBarsUseCase {
        DefaultLoadIntradayBarsUseCase(history: history, cache: cache, now: clock)
    }

    public func makeLoadDailyBarsUseCase() -> LoadDailyBarsUseCase {
        DefaultLoadDailyBarsUseCase(history: history, cache: cache, now: clock)
    }

    public func makeWatchOrderBookUseCase() -> WatchOrderBookUseCase {
        DefaultWatchOrderBookUseCase(orderBooks: orderBooks)
    }

    private var clock: () -> Date {
        let scheduler = scheduler
        return { scheduler.now }
    }
}
