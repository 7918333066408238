// Old names and wiring the TUI still uses on this branch; delete this file when the TUI side takes the new ones.

import Domain
import Reactive

/// `DialogViewModel` under its old name, for Sources/TUI/Screens until the integrator renames it there.
public typealias DialogRequest = DialogViewModel

/// `WatchlistDialogFactory` under its old name, for Tests/TUITests/Screens/Support/ScreenHarness.swift.
public typealias WatchlistDialogs = WatchlistDialogFactory

extension WatchlistViewModel.UseCases {
    /// The old wiring inside Presentation, kept only for ScreenHarness until it builds its view model
    /// with `WatchlistSceneContainer` (StockWatchAppCore).
    public init(
        watchlists: WatchlistRepository,
        quotes: QuoteRepository,
        catalog: StockCatalogRepository,
        clock: any SchedulerType,
        makeWatchlistID: @escaping () -> WatchlistID = WatchlistID.generate
    ) {
        self.init(
            loadWatchlists: DefaultLoadWatchlistsUseCase(repository: watchlists),
            watchQuotes: DefaultWatchWatchlistQuotesUseCase(quotes: quotes, catalog: catalog),
            currentSession: DefaultCurrentMarketSessionUseCase(scheduler: clock),
            addStock: DefaultAddStockToWatchlistUseCase(repository: watchlists),
            removeStock: DefaultRemoveStockFromWatchlistUseCase(repository: watchlists),
            moveStock: DefaultMoveStockInWatchlistUseCase(repository: watchlists),
            createWatchlist: DefaultCreateWatchlistUseCase(repository: watchlists, makeID: makeWatchlistID),
            renameWatchlist: DefaultRenameWatchlistUseCase(repository: watchlists),
            deleteWatchlist: DefaultDeleteWatchlistUseCase(repository: watchlists)
        )
    }
}

extension WatchlistDialogFactory {
    /// The old wiring inside Presentation, kept only for ScreenHarness (see above).
    public convenience init(catalog: StockCatalogRepository, watchlists: WatchlistRepository, scheduler: any ImmediateSchedulerType) {
        self.init(
            searchStocks: DefaultSearchStocksUseCase(catalog: catalog),
            resolveStock: DefaultResolveStockUseCase(catalog: catalog),
            checkName: DefaultCheckWatchlistNameUseCase(repository: watchlists),
            scheduler: scheduler
        )
    }
}
