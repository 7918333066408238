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
    /// Where the open watchlist and the sort are remembered; nil where nothing is (synthetic runs).
    private let rememberedView: RememberedViewRepository?
    private let quotes: QuoteRepository
    private let indices: MarketIndexRepository?
    private let catalog: StockCatalogRepository
    private let calendar: KRXCalendar
    private let calendars: MarketCalendarRepository?
    /// Daily bars for the 20-day average of volume alerts; nil leaves them without one.
    private let history: PriceHistoryRepository?
    /// KIS's answer per stock on Nextrade's list (a real account's); nil trusts the bundled list.
    private let venueEligibility: VenueEligibilityRepository?
    /// Which stocks Nextrade trades, for the add dialog's suggestions; nil says nothing.
    private let nextradeListing: NextradeListingRepository?
    /// Whether the feed's quotes of a stock include Nextrade's trades (when its row can go stale); nil: KRX's alone.
    private let venueQuotes: VenueQuoteRepository?
    /// Reads the feed's settings again for R (the KIS key fixed in config.json); nil retries with the run's.
    private let feedSettings: FeedSettingsRepository?
    /// One search index of the catalog, shared by the add dialog's search and resolution; built on the
    /// first search (not before the first frame) and again after the catalog is replaced.
    private let searchIndex: StockSearchIndex
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
    ///   - rememberedView: Where the open watchlist and the sort are kept across restarts; nil keeps none.
    ///   - history: Daily bars for volume alerts' 20-day average; nil where there are none.
    ///   - venueEligibility: Learns which watched stocks Nextrade trades (checked once at start); nil trusts the bundled list.
    ///   - nextradeListing: Which stocks Nextrade trades, marked NXT in the add dialog's suggestions; nil marks none.
    ///   - feedSettings: Reads the feed's settings again when R retries a stopped feed; nil retries with the run's.
    ///   - venueQuotes: Whether the feed's quotes of a stock include Nextrade's trades; nil takes every stock as KRX's alone.
    public init(
        watchlists: WatchlistRepository,
        quotes: QuoteRepository,
        indices: MarketIndexRepository? = nil,
        catalog: StockCatalogRepository,
        calendar: KRXCalendar,
        calendars: MarketCalendarRepository? = nil,
        scheduler: any SchedulerType,
        makeWatchlistID: @escaping () -> WatchlistID = WatchlistID.generate,
        rememberedView: RememberedViewRepository? = nil,
        history: PriceHistoryRepository? = nil,
        venueEligibility: VenueEligibilityRepository? = nil,
        nextradeListing: NextradeListingRepository? = nil,
        feedSettings: FeedSettingsRepository? = nil,
        venueQuotes: VenueQuoteRepository? = nil
    ) {
        self.nextradeListing = nextradeListing
        self.venueQuotes = venueQuotes
        self.feedSettings = feedSettings
        self.history = history
        self.venueEligibility = venueEligibility
        self.watchlists = watchlists
        self.rememberedView = rememberedView
        self.quotes = quotes
        self.indices = indices
        self.catalog = catalog
        self.calendar = calendar
        searchIndex = StockSearchIndex(catalog: catalog)
        self.calendars = calendars
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

    public func makeRetryQuoteFeedUseCase() -> RetryQuoteFeedUseCase {
        DefaultRetryQuoteFeedUseCase(quotes: quotes, settings: feedSettings)
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

    /// Restoring the last view at start and remembering it on change; nil when the scene remembers none.
    public func makeRememberedViewUseCases() -> (load: LoadRememberedViewUseCase, remember: RememberViewUseCase)? {
        rememberedView.map { (DefaultLoadRememberedViewUseCase(repository: $0), DefaultRememberViewUseCase(repository: $0)) }
    }

    public func makeSearchStocksUseCase() -> SearchStocksUseCase {
        DefaultSearchStocksUseCase(index: searchIndex)
    }

    public func makeResolveStockUseCase() -> ResolveStockUseCase {
        DefaultResolveStockUseCase(index: searchIndex)
    }

    public func makeWatchStockCatalogUseCase() -> WatchStockCatalogUseCase {
        DefaultWatchStockCatalogUseCase(catalog: catalog)
    }

    public func makeCheckWatchlistNameUseCase() -> CheckWatchlistNameUseCase {
        DefaultCheckWatchlistNameUseCase(repository: watchlists)
    }

    public func makeCheckPositionLotUseCase() -> CheckPositionLotUseCase {
        DefaultCheckPositionLotUseCase(quotes: quotes, clock: scheduler, calendar: { [calendars, calendar] in calendars?.calendar ?? calendar }, catalog: catalog)
    }

    public func makeCheckPriceAlertUseCase() -> CheckPriceAlertUseCase {
        DefaultCheckPriceAlertUseCase(quotes: quotes, catalog: catalog)
    }

    public func makeEditPositionsUseCase() -> EditPositionsUseCase {
        DefaultEditPositionsUseCase(repository: watchlists)
    }

    /// The import of a broker holding into the lots (the Account view's `i`).
    public func makeImportBrokerHoldingUseCase() -> ImportBrokerHoldingUseCase {
        DefaultImportBrokerHoldingUseCase(repository: watchlists, catalog: catalog, clock: scheduler, calendar: { [calendars, calendar] in calendars?.calendar ?? calendar })
    }

    /// The rebuild of a stock's lots from `history` (the Account view's `f`), its sales booked with `costs`.
    public func makeRebuildLotsFromFillsUseCase(history: FillHistoryRepository, costs: TradingCosts) -> RebuildLotsFromFillsUseCase {
        DefaultRebuildLotsFromFillsUseCase(history: history, repository: watchlists, costs: costs, clock: scheduler)
    }

    public func makeEditPriceAlertsUseCase() -> EditPriceAlertsUseCase {
        DefaultEditPriceAlertsUseCase(repository: watchlists)
    }

    public func makeWatchPriceAlertsUseCase() -> WatchPriceAlertsUseCase {
        DefaultWatchPriceAlertsUseCase(quotes: quotes, history: history.map { ($0, scheduler) })
    }

    // MARK: Presentation

    /// The checks of a typed order or revise over `orders` and `account` (nil: every order is refused with why),
    /// priced from the rows' fresh quotes where the feed remembers them (a real-time one), else read.
    public func makeCheckOrderUseCase(
        orders: OrderRepository?, account: AccountRepository?, settings: OrderSettings, unavailable: OrderRefusal = .noAccount
    ) -> CheckOrderUseCase {
        DefaultCheckOrderUseCase(
            orders: orders, account: account, quotes: quotes, latestQuotes: quotes as? LatestQuoteRepository, catalog: catalog, clock: scheduler,
            settings: settings, unavailable: unavailable
        )
    }

    /// The order ticket (`b` / `x`) over `orders` and `account` (nil: every order is refused with why), asking
    /// `liveConsent` first where live orders still need it; the
    /// order desk also keeps its exchange's next request slot free while an order is reviewed.
    public func makeOrderTickets(
        orders: (OrderRepository & OrderSlotKeeper)?, account: AccountRepository?, settings: OrderSettings, unavailable: OrderRefusal = .noAccount,
        liveConsent: GiveLiveTradingConsentUseCase? = nil
    ) -> OrderTicketFactory {
        OrderTicketFactory(
            checkOrder: makeCheckOrderUseCase(orders: orders, account: account, settings: settings, unavailable: unavailable),
            placeOrder: orders.map { DefaultPlaceOrderUseCase(orders: $0, slot: $0, settings: settings) },
            scheduler: scheduler,
            liveConsent: liveConsent
        )
    }

    /// Positions and alerts for the watchlist view model: their dialogs, edits, the alert watch and the
    /// fee rates applied to P&L, the order ticket, the import dialog when the run has an account, and the
    /// rebuild's confirmation when it has the account's fills (`fillHistory`).
    public func makeHoldings(
        costs: TradingCosts = .none, orders: OrderTicketFactory? = nil, importsHoldings: Bool = false, fillHistory: FillHistoryRepository? = nil
    ) -> WatchlistViewModel.Holdings {
        WatchlistViewModel.Holdings(
            dialogs: HoldingsDialogFactory(checkLot: makeCheckPositionLotUseCase(), checkAlert: makeCheckPriceAlertUseCase(), scheduler: scheduler),
            editPositions: makeEditPositionsUseCase(),
            editAlerts: makeEditPriceAlertsUseCase(),
            watchAlerts: makeWatchPriceAlertsUseCase(),
            costs: costs,
            name: { [catalog] code in catalog.allStocks().first { $0.code == code }?.nameKorean },
            orders: orders,
            imports: importsHoldings ? HoldingImportDialogFactory(importHolding: makeImportBrokerHoldingUseCase(), scheduler: scheduler) : nil,
            rebuilds: fillHistory.map { LotRebuildDialogFactory(rebuildLots: makeRebuildLotsFromFillsUseCase(history: $0, costs: costs)) }
        )
    }

    /// The dialogs of the watchlist screen, with their search, resolution and name check.
    public func makeWatchlistDialogFactory() -> WatchlistDialogFactory {
        WatchlistDialogFactory(
            searchStocks: makeSearchStocksUseCase(),
            resolveStock: makeResolveStockUseCase(),
            checkName: makeCheckWatchlistNameUseCase(),
            scheduler: scheduler,
            checkNextrade: nextradeListing.map(DefaultCheckNextradeListingUseCase.init)
        )
    }

    /// The watchlist screen's view model.
    /// - Parameters:
    ///   - staleAfter: Seconds without a quote after which a row is marked stale.
    ///   - frames: Where quotes and states are handed to the screen, once per frame (`FrameScheduler.main`
    ///     on the full screen); nil emits a state after every update.
    ///   - holdings: Positions and alerts (`makeHoldings`); nil where a run does not offer them.
    ///   - feedHours: When the feed's prices move, for the header (the simulator's mode).
    ///   - startupMessages: What was said before the screen started, first in the messages view.
    public func makeWatchlistViewModel(
        staleAfter: TimeInterval, frames: (any ImmediateSchedulerType)? = nil, holdings: WatchlistViewModel.Holdings? = nil,
        feedHours: FeedHours = .exchange, startupMessages: [(kind: RunMessage.Kind, text: String)] = [], brokerSetup: BrokerSetupFlow? = nil
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
                rememberedView: makeRememberedViewUseCases(),
                watchCatalog: makeWatchStockCatalogUseCase(),
                watchIndices: makeWatchMarketIndicesUseCase(),
                retryFeed: makeRetryQuoteFeedUseCase(),
                refreshVenueEligibility: venueEligibility.map {
                    // 5 s after the start: its quote snapshot goes first on the account's request budget.
                    DefaultRefreshVenueEligibilityUseCase(eligibility: $0, watchlists: watchlists, delay: .seconds(5), scheduler: scheduler)
                },
                tradingMinutes: DefaultStockTradingMinutesUseCase(calendar: calendar, venues: venueQuotes)
            ),
            dialogs: makeWatchlistDialogFactory(),
            scheduler: scheduler,
            staleAfter: staleAfter,
            frames: frames,
            holdings: holdings,
            feedHours: feedHours,
            startupMessages: startupMessages,
            brokerSetup: brokerSetup
        )
    }
}
