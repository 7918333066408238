// What both chart use cases draw on: the exchange's history, the bar cache and the clock.

import FoundationEssentials

/// The dependencies of `DefaultLoadIntradayBarsUseCase` and `DefaultLoadDailyBarsUseCase`.
struct PriceHistorySources {
    let history: PriceHistoryRepository
    let cache: PriceBarCacheAccess
    /// The clock that decides which day is today.
    let now: () -> Date
}
