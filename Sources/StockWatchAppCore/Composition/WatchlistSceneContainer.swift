// The watchlist scene's container: the one place that builds its use cases, dialogs and view model.

import Domain
import FoundationEssentials
import Presentation
import Reactive

/// Builds the watchlist scene from Domain's repositories (as kudoleh's `MoviesSceneDIContainer`):
/// every use case the scene runs, its dialog factory and its view model. The full screen and
/// `--once` both take their use cases from here, and view models receive use cases, never
/// repositories. Tests and benchmarks build a scene over their own repositories the same way.
public struct WatchlistSceneContainer {
    private let watchlists: WatchlistRepository
    private let quotes: QuoteRepository
    private let indices: MarketIndexRepository?
    private let catalog: StockCatalogRepository
    private let calendar: KRXCalendar
    private let calendars: MarketCalendarRepository?
    /// One search index of the catalog, shared by the add dialog's search and resolution.
    private let resolver: StockResolver
    private let scheduler: any SchedulerType
    private let makeWatchlistID: () -> WatchlistID

    /// - Parameters:
    ///   - watchlists: The stored watchlists.
    ///   - quotes: The live feed.
    ///   - indices: KOSPI, KOSDAQ and KOSPI200 for the header; nil shows none.
    ///   - catalog: The stocks the app knows.
    ///   - calendar: The exchange's trading days and hours.
    ///   - calendars: A live source confirming `calendar` while the app runs (KIS chk-holiday); nil keeps `calendar`.
    ///   - scheduler: The clock, and where quotes, edits, timers and dialog checks are handled.
    ///   - makeWatchlistID: Identities for new watchlists (random by default; fixed in tests).
    public init(
        watchlists: WatchlistRepository,
        quotes: QuoteRepository,
        indices: MarketIndexRepository? = nil,
        catalog: StockCatalogRepository,
        calendar: KRXCalendar,
        calendars: MarketCalendarRepository? = nil,
        scheduler: any SchedulerType,
        makeWatchlistID: @escaping () -> WatchlistID = WatchlistID.generate
    ) {
        self.watchlists = watchlists
        self.quotes = quotes
        self.indices = indices
        self.catalog = catalog
        self.calendar = calendar
        self.calendars = calendars
        resolver = StockResolver(stocks: catalog.allStocks())
        self.scheduler = scheduler
        self.makeWatchlistID = makeWatchlistID
    }

    // MARK: Use cases

    public func makeLoadWatchlistsUseCase() -> LoadWatchlistsUseCase {
        DefaultLoadWatchlistsUseCase(repository: watchlists)
    }

    public func makeWatchWatchlistQuotesUseCase() -> WatchWatchlistQuotesUseCase {
        DefaultWatchWatchlistQuotesUseCase(quotes: quotes, catalog: catalog)
    }

    public func makeWatchQuoteSourcesUseCase() -> WatchQuoteSourcesUseCase {
        DefaultWatchQuoteSourcesUseCase(quotes: quotes)
    }

    /// The header's index watch, nil when the run has no index feed.
    public func makeWatchMarketIndicesUseCase() -> WatchMarketIndicesUseCase? {
        indices.map { DefaultWatchMarketIndicesUseCase(repository: $0, scheduler: scheduler) }
    }

    public func makeCurrentMarketSessionUseCase() -> CurrentMarketSessionUseCase {
        calendars.map { DefaultCurrentMarketSessionUseCase(scheduler: scheduler, calendars: $0) }
            ?? DefaultCurrentMarketSessionUseCase(scheduler: scheduler, calendar: calendar)
    }

    public func makeAddStockToWatchlistUseCase() -> AddStockToWatchlistUseCase {
        DefaultAddStockToWatchlistUseCase(repository: watchlists)
    }

    public func makeRemoveStockFromWatchlistUseCase() -> RemoveStockFromWatchlistUseCase {
        DefaultRemoveStockFromWatchlistUseCase(repository: watchlists)
    }

    public func makeMoveStockInWatchlistUseCase() -> MoveStockInWatchlistUseCase {
        DefaultMoveStockInWatchlistUseCase(repository: watchlists)
    }

    public func makeCreateWatchlistUseCase() -> CreateWatchlistUseCase {
        DefaultCreateWatchlistUseCase(repository: watchlists, makeID: makeWatchlistID)
    }

    public func makeRenameWatchlistUseCase() -> RenameWatchlistUseCase {
        DefaultRenameWatchlistUseCase(repository: watchlists)
    }

    public func makeDeleteWatchlistUseCase() -> DeleteWatchlistUseCase {
        DefaultDeleteWatchlistUseCase(repository: watchlists)
    }

    public func makeSearchStocksUseCase() -> SearchStocksUseCase {
        DefaultSearchStocksUseCase(resolver: resolver)
    }

    public func makeResolveStockUseCase() -> ResolveStockUseCase {
        DefaultResolveStockUseCase(resolver: resolver)
    }

    public func makeCheckWatchlistNameUseCase() -> CheckWatchlistNameUseCase {
        DefaultCheckWatchlistNameUseCase(repository: watchlists)
    }

    public func makeCheckPositionLotUseCase() -> CheckPositionLotUseCase {
        DefaultCheckPositionLotUseCase(quotes: quotes, clock: scheduler)
    }

    public func makeCheckPriceAlertUseCase() -> CheckPriceAlertUseCase {
        DefaultCheckPriceAlertUseCase(quotes: quotes)
    }

    public func makeEditPositionsUseCase() -> EditPositionsUseCase {
        DefaultEditPositionsUseCase(repository: watchlists)
    }

    public func makeEditPriceAlertsUseCase() -> EditPriceAlertsUseCase {
        DefaultEditPriceAlertsUseCase(repository: watchlists)
    }

    public func makeWatchPriceAlertsUseCase() -> WatchPriceAlertsUseCase {
        DefaultWatchPriceAlertsUseCase(quotes: quotes)
    }

    // MARK: Presentation

    /// Positions and alerts for the watchlist view model: their dialogs, edits, the alert watch and the
    /// fee rates applied to P&L.
    public func makeHoldings(costs: TradingCosts = .none) -> WatchlistViewModel.Holdings {
        WatchlistViewModel.Holdings(
            dialogs: HoldingsDialogFactory(checkLot: makeCheckPositionLotUseCase(), checkAlert: makeCheckPriceAlertUseCase(), scheduler: scheduler),
            editPositions: makeEditPositionsUseCase(),
            editAlerts: makeEditPriceAlertsUseCase(),
            watchAlerts: makeWatchPriceAlertsUseCase(),
            costs: costs,
            names: Dictionary(catalog.allStocks().map { ($0.code, $0.nameKorean) }) { first, _ in first }
        )
    }

    /// The dialogs of the watchlist screen, with their search, resolution and name check.
    public func makeWatchlistDialogFactory() -> WatchlistDialogFactory {
        WatchlistDialogFactory(
            searchStocks: makeSearchStocksUseCase(),
            resolveStock: makeResolveStockUseCase(),
            checkName: makeCheckWatchlistNameUseCase(),
            scheduler: scheduler
        )
    }

    /// The watchlist screen's view model.
    /// - Parameters:
    ///   - staleAfter: Seconds without a quote after which a row is marked stale.
    ///   - frameInterval: The shortest time between two states; nil emits one after every update.
    ///   - holdings: Positions and alerts (`makeHoldings`); nil where a run does not offer them.
    ///   - feedHours: When the feed's prices move, for the header (the simulator's mode).
    public func makeWatchlistViewModel(
        staleAfter: TimeInterval, frameInterval: RxTimeInterval? = WatchlistViewModel.frame, holdings: WatchlistViewModel.Holdings? = nil,
        feedHours: FeedHours = .exchange
    ) -> WatchlistViewModel {
        WatchlistViewModel(
            useCases: WatchlistViewModel.UseCases(
                loadWatchlists: makeLoadWatchlistsUseCase(),
                watchQuotes: makeWatchWatchlistQuotesUseCase(),
                currentSession: makeCurrentMarketSessionUseCase(),
                addStock: makeAddStockToWatchlistUseCase(),
                removeStock: makeRemoveStockFromWatchlistUseCase(),
                moveStock: makeMoveStockInWatchlistUseCase(),
                createWatchlist: makeCreateWatchlistUseCase(),
                renameWatchlist: makeRenameWatchlistUseCase(),
                deleteWatchlist: makeDeleteWatchlistUseCase(),
                watchSources: makeWatchQuoteSourcesUseCase(),
                watchIndices: makeWatchMarketIndicesUseCase()
            ),
            dialogs: makeWatchlistDialogFactory(),
            scheduler: scheduler,
            staleAfter: staleAfter,
            frameInterval: frameInterval,
            holdings: holdings,
            feedHours: feedHours
        )
    }
}
