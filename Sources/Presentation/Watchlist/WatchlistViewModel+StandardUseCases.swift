// The watchlist screen's use cases and dialogs built from the repositories: what the app wires by default.

import Domain
import Reactive

extension WatchlistViewModel.UseCases {
    /// The domain's default use cases over these repositories.
    /// - Parameters:
    ///   - watchlists: The stored watchlists.
    ///   - quotes: The live feed.
    ///   - catalog: The stocks the app knows.
    ///   - clock: The scheduler whose clock gives the market session.
    ///   - calendar: The exchange's days and hours.
    ///   - makeWatchlistID: Identities for new watchlists (random by default).
    public init(
        watchlists: WatchlistRepository,
        quotes: QuoteRepository,
        catalog: StockCatalogRepository,
        clock: any SchedulerType,
        calendar: KRXCalendar,
        makeWatchlistID: @escaping () -> WatchlistID = WatchlistID.generate
    ) {
        self.init(
            loadWatchlists: DefaultLoadWatchlistsUseCase(repository: watchlists),
            watchQuotes: DefaultWatchWatchlistQuotesUseCase(quotes: quotes, catalog: catalog),
            currentSession: DefaultCurrentMarketSessionUseCase(scheduler: clock, calendar: calendar),
            addStock: DefaultAddStockToWatchlistUseCase(repository: watchlists),
            removeStock: DefaultRemoveStockFromWatchlistUseCase(repository: watchlists),
            moveStock: DefaultMoveStockInWatchlistUseCase(repository: watchlists),
            createWatchlist: DefaultCreateWatchlistUseCase(repository: watchlists, makeID: makeWatchlistID),
            renameWatchlist: DefaultRenameWatchlistUseCase(repository: watchlists),
            deleteWatchlist: DefaultDeleteWatchlistUseCase(repository: watchlists)
        )
    }
}

extension WatchlistDialogs {
    /// The dialogs with the domain's default search, resolution (one index of the catalog for both) and
    /// name check over these repositories.
    public convenience init(catalog: StockCatalogRepository, watchlists: WatchlistRepository, scheduler: any ImmediateSchedulerType) {
        let resolver = StockResolver(stocks: catalog.allStocks())
        self.init(
            searchStocks: DefaultSearchStocksUseCase(resolver: resolver),
            resolveStock: DefaultResolveStockUseCase(resolver: resolver),
            checkName: DefaultCheckWatchlistNameUseCase(repository: watchlists),
            scheduler: scheduler
        )
    }
}
