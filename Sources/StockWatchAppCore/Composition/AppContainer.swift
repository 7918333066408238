// The composition root: builds the repositories, hands them to the scene container, builds the screen.

import CursesBackend
import Domain
import FoundationEssentials
import MarketData
import Networking
import Presentation
import Reactive
import Screens
import Storage

/// Builds the object graph of one run. With the assemblies it reads (`CatalogAssembly`, `WatchlistStoreAssembly`,
/// `FeedAssembly`) the only place that names the concrete repositories: the watchlist file (or an in-memory list
/// for `--synthetic-watchlist`), the catalog and the feed (the simulated exchange or the KIS Open API).
/// Everything above them sees Domain's protocols.
///
/// `init` checks the feed's settings and opens the stores without touching the terminal, so a
/// problem is reported before the screen is taken. Nothing is scheduled until a stream is subscribed.
public final class AppContainer {
    public let settings: AppSettings
    public let paths: StoragePaths
    /// The run's clock: the real one, or with `--clock` one offset to start at that moment.
    private let clock: SchedulerType
    /// The watchlist scene over this run's repositories: the full screen's view model and the use
    /// cases `--once` runs come from it alike.
    public let watchlistScene: WatchlistSceneContainer
    /// What opening the watchlists file found wrong with it, for standard error (`--once`, after quitting).
    public let watchlistFileProblems: [String]
    /// What opening the simulated account's file found wrong: said at start (and in `m`), and on standard
    /// error after quitting, as the watchlists file's problems are.
    public let accountFileProblems: [String]
    /// With `--feed kis`, why access tokens cannot be cached (told once: on screen at start, on standard
    /// error with `--once`); nil otherwise.
    public let kisTokenCacheProblem: String?
    /// The stock detail scene: charts through the SQLite bar cache (`paths.historyCacheFile`) and the order book.
    public let stockDetailScene: StockDetailSceneContainer
    /// The Account view's scene; nil when this run has no account (the kis feed without an account number).
    public let accountScene: AccountSceneContainer?
    /// The KIS set-up that `C` opens (saving to this run's config.json).
    public let brokerSetupScene: BrokerSetupSceneContainer
    /// The order ticket of the full screen (`b` / `x`): the simulated exchange's order desk with this
    /// run's order settings (refusing every order in a read-only second instance).
    private let orderTickets: OrderTicketFactory
    /// The account's past fills, which the Account view's `f` rebuilds lots from; nil without an account.
    private let fillHistory: FillHistoryRepository?
    /// With `--feed kis`, how the full screen's thread reads the busy real-time socket right before
    /// each frame, a frame's worth of trades at once. Nil for the simulated feed.
    public let readPacing: WebSocketClient.ReadPacing?
    /// What to tell once at start about the venues this run's prices come from: a KIS paper account gets KRX's
    /// only. Nil otherwise.
    public let venueNotice: String?
    /// The run's catalog, with `--feed kis` refreshed from KIS's master files.
    private let catalog: CatalogAssembly

    /// Builds the repositories for `settings`, with files under `paths`; quotes, edits and timers are
    /// handled on `scheduler` (the main scheduler of the full screen, a queue for `--once`). With
    /// `--clock` the whole scene (the simulated exchange, the session, the rows' ages) reads a clock
    /// offset from `scheduler`'s, starting at that moment.
    public init(settings: AppSettings, paths: StoragePaths, scheduler realScheduler: SchedulerType) throws(LaunchError) {
        self.settings = settings
        self.paths = paths
        try FeedAssembly.check(settings, configFile: paths.configFile)
        let scheduler: SchedulerType = settings.clock.map { OffsetClockScheduler(base: realScheduler, startingAt: $0.date(now: realScheduler.now)) }
            ?? realScheduler
        clock = scheduler
        let calendar = try Self.bundledCalendar()
        let catalog = try CatalogAssembly(settings: settings, cacheDirectory: paths.cacheDirectory)
        self.catalog = catalog
        let store = try WatchlistStoreAssembly(settings: settings, paths: paths, catalog: catalog)
        watchlistFileProblems = store.fileProblems
        let feed = try FeedAssembly(settings: settings, paths: paths, scheduler: scheduler, calendar: calendar, catalog: catalog, store: store)
        kisTokenCacheProblem = feed.tokenCacheProblem
        accountFileProblems = feed.accountFileProblems
        readPacing = feed.readPacing
        venueNotice = feed.venueNotice
        watchlistScene = WatchlistSceneContainer(
            watchlists: store.watchlists, quotes: feed.quotes, indices: feed.indices, catalog: catalog.catalog, calendar: calendar,
            calendars: feed.calendars, scheduler: scheduler, rememberedView: store.rememberedView, history: feed.history,
            venueEligibility: feed.venueEligibility, nextradeListing: feed.nextradeListing, feedSettings: feed.feedSettings,
            venueQuotes: feed.venueQuotes
        )
        stockDetailScene = StockDetailSceneContainer(
            quotes: feed.quotes, catalog: catalog.catalog, history: feed.history, orderBooks: feed.orderBooks,
            cache: SQLitePriceBarCache(path: paths.historyCacheFile), scheduler: scheduler, calendar: calendar, venueQuotes: feed.venueQuotes
        )
        let orderSettings = store.isReadOnly ? settings.orders.readOnly : settings.orders
        let (orders, account, unavailable) = (feed.orders, feed.account, feed.ordersUnavailable)
        orderTickets = watchlistScene.makeOrderTickets(
            orders: orders, account: account, settings: orderSettings, unavailable: unavailable,
            liveConsent: feed.liveConsent.map { DefaultGiveLiveTradingConsentUseCase(mode: .live, account: settings.kis.accountNumber, repository: $0, clock: scheduler) }
        )
        let checkOrder = watchlistScene.makeCheckOrderUseCase(orders: orders, account: account, settings: orderSettings, unavailable: unavailable)
        fillHistory = feed.fillHistory
        accountScene = account.map {
            AccountSceneContainer(
                account: $0, quotes: feed.quotes, scheduler: scheduler, orders: orders, orderSettings: orderSettings, ordersUnavailable: unavailable,
                checkOrder: checkOrder
            )
        }
        brokerSetupScene = BrokerSetupSceneContainer(kis: settings.kis, paths: paths, scheduler: realScheduler)
    }

    /// Starts the `--feed kis` catalog refresh in the background (the cached master listing, then a
    /// download when none was made today); each listing it puts in use replaces the catalog. Disposing
    /// stops it. Nothing happens with another feed.
    public func startCatalogRefresh() -> Disposable {
        catalog.startRefresh()
    }

    private static func bundledCalendar() throws(LaunchError) -> KRXCalendar {
        do {
            return try BundledMarketCalendar.load()
        } catch {
            throw .catalog("the bundled KRX calendar is damaged: \(error)")
        }
    }

    /// Now on the run's clock (`--clock` moves it): what `--once` stamps its output with.
    public var now: Date { clock.now }

    /// The feed's name for the status bar.
    public var feedName: String {
        switch settings.feed {
        case .simulated: "simulated"
        case .kis: "KIS \(settings.kis.account)"
        }
    }

    /// When the feed's prices move, for the header: the simulator's session mode, or with the exchange.
    var feedHours: FeedHours {
        switch settings.feed {
        case .simulated:
            switch FeedAssembly.simulatorConfiguration(settings, listingCount: 0).sessionMode {
            case .alwaysOpen: .simulatedAlwaysOpen
            case .krx: .simulatedKRXHours
            }
        case .kis: .exchange
        }
    }

    /// The full screen; `localeWarning` is the terminal's, `startupNotice` what to tell at start (and
    /// `startupMessages` each of its parts, for the messages view). Its view models hand states (and the
    /// watchlist its quotes) to the screen on `frames`, once per frame.
    public func makeWatchlistScreen(
        localeWarning: String?, startupNotice: String?, startupMessages: [(kind: RunMessage.Kind, text: String)] = [],
        frames: any ImmediateSchedulerType
    ) -> WatchlistScreen {
        let options = WatchlistScreen.Options(
            colors: settings.colors,
            feedName: feedName,
            localeWarning: localeWarning,
            startupNotice: startupNotice
        )
        let detailScene = stockDetailScene
        let accountScene = accountScene
        let importHolding = watchlistScene.makeImportBrokerHoldingUseCase()
        let rebuildLots = fillHistory.map { watchlistScene.makeRebuildLotsFromFillsUseCase(history: $0, costs: settings.tradingCosts) }
        let holdings = watchlistScene.makeHoldings(
            costs: settings.tradingCosts, orders: orderTickets, importsHoldings: accountScene != nil, fillHistory: fillHistory
        )
        return WatchlistScreen(
            viewModel: watchlistScene.makeWatchlistViewModel(
                staleAfter: settings.staleAfterSeconds, frames: frames, holdings: holdings,
                feedHours: feedHours,
                startupMessages: startupMessages, brokerSetup: brokerSetupScene.makeBrokerSetupFlow()
            ),
            options: options,
            makeDetail: { detailScene.makeStockDetailViewModel(code: $0, frames: frames) },
            makeAccount: { accountScene?.makeAccountViewModel(importHolding: importHolding, rebuildLots: rebuildLots, frames: frames) }
        )
    }
}
