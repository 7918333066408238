// What both chart use cases draw on: the exchange's history, the bar cache and the clock.

import FoundationEssentials
import Reactive

/// The dependencies of `DefaultLoadIntradayBarsUseCase` and `DefaultLoadDailyBarsUseCase`.
struct PriceHistorySources {
    let history: PriceHistoryRepository
    let cache: PriceBarCacheAccess
    /// The clock that decides which day is today.
    let now: () -> Date
    /// Where the cache is read and written (and the fetch started): one serial queue off the thread that
    /// draws, in the app, so both charts' cached bars are read before either's fetched bars are committed.
    let cacheScheduler: any ImmediateSchedulerType
}
