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

/// Builds the object graph of one run. The only place that names the concrete repositories: the
/// watchlist file (or an in-memory list for `--synthetic-watchlist`), the bundled catalog and the
/// feed (the simulated exchange or the KIS Open API). Everything above them sees Domain's protocols.
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
    /// With `--feed kis`, how the full screen's thread reads the busy real-time socket right before
    /// each frame, a frame's worth of trades at once. Nil for the simulated feed.
    public let readPacing: WebSocketReadPacing?
    /// What to tell once at start about the venues this run's prices come from: a KIS paper account gets KRX's
    /// only. Nil otherwise.
    public private(set) var venueNotice: String?
    /// With `--feed kis`, the catalog's refresh from KIS's master files and the catalog it swaps; nil otherwise.
    private let catalogRefresh: (refresh: KISMasterCatalogRefresh, catalog: SwappableStockCatalog)?

    /// Builds the repositories for `settings`, with files under `paths`; quotes, edits and timers are
    /// handled on `scheduler` (the main scheduler of the full screen, a queue for `--once`). With
    /// `--clock` the whole scene (the simulated exchange, the session, the rows' ages) reads a clock
    /// offset from `scheduler`'s, starting at that moment.
    public init(settings: AppSettings, paths: StoragePaths, scheduler realScheduler: SchedulerType) throws(LaunchError) {
        self.settings = settings
        self.paths = paths
        if settings.feed == .kis, !settings.kis.hasCredentials { throw .kisCredentialsMissing(configFile: paths.configFile) }
        if settings.clock != nil, settings.feed != .simulated, !Self.kisHostIsOnThisMachine(settings.kis) { throw .clockNeedsSimulatedFeed }
        let scheduler: SchedulerType = settings.clock.map { OffsetClockScheduler(base: realScheduler, startingAt: $0.date(now: realScheduler.now)) }
            ?? realScheduler
        clock = scheduler
        let calendar: KRXCalendar
        do {
            calendar = try BundledMarketCalendar.load()
        } catch {
            throw .catalog("the bundled KRX calendar is damaged: \(error)")
        }
        let listings: [SimulatedListing]
        let nxtCodes = BundledNXTEligibility.load()
        // The listings a new simulated account may hold: the best-known ones with a real reference price
        // (their simulated prices do not depend on the seed, so a later run with another seed values them alike).
        var accountListings: [SimulatedListing] = []
        let catalog: StockCatalogRepository
        let watchlists: WatchlistRepository
        var rememberedView: RememberedViewRepository?
        // Another StockWatch holds the watchlists' lock (and so, with the same app key, the session).
        var isSecondInstance = false
        // The watchlist file opened read-only: nothing else in the data folder is written either.
        var dataIsReadOnly = false
        if let count = settings.diagnostics.syntheticWatchlist {
            let synthetic = SyntheticStockCatalog(count: count)
            catalog = synthetic
            catalogRefresh = nil
            listings = synthetic.listings
            watchlists = InMemoryWatchlistRepository(
                [Watchlist(id: .generate(), name: "Synthetic \(count)", codes: synthetic.listings.map(\.stock.code))],
                notices: ["Synthetic watchlist for measurements: changes are not saved."]
            )
            watchlistFileProblems = []
        } else {
            let bundled: BundledStockCatalog
            do {
                bundled = try BundledStockCatalog()
            } catch {
                throw .catalog("the bundled stock catalog is damaged: \(error)")
            }
            if settings.feed == .kis {
                let refresh = try Self.masterCatalogRefresh(settings.kis, cacheDirectory: paths.cacheDirectory)
                let swappable = SwappableStockCatalog(bundled: bundled, status: refresh.status)
                catalogRefresh = (refresh, swappable)
                catalog = swappable
            } else {
                catalogRefresh = nil
                catalog = bundled
            }
            listings = bundled.entries.map { SimulatedListing(entry: $0, seed: settings.seed, isNXTEligible: nxtCodes.contains($0.stock.code)) }
            let prominent = Set(bundled.allStocks().prefix(Self.simulatedAccountCandidates).map(\.code))
            accountListings = zip(bundled.entries, listings).filter { entry, _ in entry.referencePrice != nil && prominent.contains(entry.stock.code) }
                .map { _, listing in listing }
            let file = try Self.openWatchlists(paths)
            watchlists = file
            rememberedView = RememberedViewFile(path: paths.rememberedViewFile, isReadOnly: file.isReadOnly)
            isSecondInstance = file.isReadOnly && file.readOnlyRefusal == .readOnly
            dataIsReadOnly = file.isReadOnly
            watchlistFileProblems = file.damageNotices
        }
        let quotes: QuoteRepository
        let history: PriceHistoryRepository
        let orderBooks: OrderBookRepository
        let indices: MarketIndexRepository
        var calendars: MarketCalendarRepository?
        var account: AccountRepository?
        var orders: (OrderRepository & OrderSlotKeeper)?
        // Why this run's tickets refuse every order, when `orders` stays nil.
        var ordersUnavailable = OrderRefusal.noAccount
        // With `trading = "live"`: the one-time consent, asked by the ticket before the first live order.
        var liveConsent: LiveTradingConsentFile?
        let venueQuotes: VenueQuoteRepository
        var venueEligibility: VenueEligibilityRepository?
        var feedSettings: FeedSettingsRepository?
        let nextradeListing: NextradeListingRepository
        switch settings.feed {
        case .simulated:
            kisTokenCacheProblem = nil
            let exchange = SimulatedExchange(
                listings: listings, configuration: Self.simulatorConfiguration(settings, listingCount: listings.count), calendar: calendar, scheduler: scheduler
            )
            quotes = exchange
            venueQuotes = exchange
            nextradeListing = NXTEligibility(nxtCodes)
            readPacing = nil
            history = SimulatedPriceHistory(exchange: exchange, seed: settings.seed, calendar: calendar)
            orderBooks = SimulatedOrderBookRepository(exchange: exchange, seed: settings.seed, calendar: calendar)
            indices = SimulatedMarketIndices(exchange: exchange, listings: listings)
            let simulatedAccount = SimulatedAccountRepository(
                exchange: exchange, listings: accountListings.isEmpty ? listings : accountListings, seed: settings.seed,
                filePath: settings.diagnostics.syntheticWatchlist == nil ? paths.simulatedAccountFile : nil, isReadOnly: dataIsReadOnly,
                costs: settings.tradingCosts, scheduler: scheduler
            )
            account = simulatedAccount
            if settings.orders.mode == .simulated {
                orders = simulatedAccount
            } else {
                ordersUnavailable = .modeNeedsKIS(settings.orders.mode)
            }
        case .kis:
            let client = try Self.kisClient(
                settings, nxtEligible: nxtCodes, cacheDirectory: paths.cacheDirectory, configFile: paths.configFile, scheduler: scheduler
            )
            kisTokenCacheProblem = client.tokenCacheProblem
            feedSettings = KISCredentialsReload(
                client: client, loader: ConfigurationLoader(environment: ProcessInfo.processInfo.environment), configFile: paths.configFile
            )
            venueNotice = Self.venueNotice(client.venues)
            venueQuotes = KISVenueQuoteRepository(client: client)
            nextradeListing = client.venues.eligibility
            // The session and the REST polling run on a queue of their own; while trades stream, the
            // UI's thread reads the socket right before each frame (the view model hands quotes over
            // per frame), so a frame's trades cost one read on a thread that is awake for it anyway.
            let feedQueue = SerialDispatchQueueScheduler(qos: .userInitiated, internalSerialQueueName: "stockwatch.kis.feed")
            let feedScheduler: SchedulerType = settings.clock.map { OffsetClockScheduler(base: feedQueue, startingAt: $0.date(now: feedQueue.now)) }
                ?? feedQueue
            let pacing = WebSocketReadPacing(reader: FrameScheduler.main)
            readPacing = pacing
            if client.host.accountType == .real {
                calendars = KISMarketCalendar(bundled: calendar, client: client, cache: CacheFolder(directory: paths.cacheDirectory), scheduler: scheduler)
            }
            // The exchange calendar in use: KIS's confirmed one on a real account, else the bundled one.
            let confirmedCalendars = calendars
            let realtimeQuotes = KISRealtimeQuoteRepository(
                client: client, access: Self.realtimeAccess(settings, isSecondInstance: isSecondInstance), scheduler: feedScheduler,
                calendar: { confirmedCalendars?.calendar ?? calendar }, connector: WebSocketClient(readPacing: pacing)
            )
            if client.host.accountType == .real, !client.venues.seesKRXOnly {
                let refresh = KISNXTEligibilityRefresh(client: client, cache: CacheFolder(directory: paths.cacheDirectory), scheduler: scheduler)
                if let problem = refresh.applyCachedAnswers() { venueNotice = [venueNotice, problem].compactMap(\.self).joined(separator: " ") }
                venueEligibility = refresh
            }
            // A feed that sees KRX only marks Nextrade's stocks "KRX close" in Nextrade's own hours.
            quotes = client.venues.seesKRXOnly
                ? KRXOnlyQuoteRepository(
                    feed: realtimeQuotes, isNXTEligible: client.venues.isNXTEligible, calendar: { confirmedCalendars?.calendar ?? calendar }, scheduler: scheduler
                )
                : realtimeQuotes
            history = KISPriceHistoryRepository(client: client) { [calendars] in calendars?.calendar ?? calendar }
            orderBooks = KISRealtimeOrderBookRepository(realtime: realtimeQuotes, rest: KISOrderBookRepository(client: client, scheduler: feedScheduler))
            indices = KISIndexRepository(client: client, scheduler: scheduler)
            // The account (read-only) with its fills live when an HTS ID keys the notice stream.
            let notices = settings.kis.htsID.map { realtimeQuotes.executionNotices(htsID: $0, accountType: client.host.accountType) } ?? .empty()
            let accountNumber = settings.kis.accountNumber.flatMap(KISAccountNumber.init)
            // Today's orders join the balance's snapshots, so the Account view lists them to cancel or revise.
            let kisAccount = accountNumber.map {
                KISAccountWithOrders(
                    account: KISAccountRepository(client: client, account: $0, notices: notices, reconcileClock: scheduler), client: client, number: $0
                )
            }
            account = kisAccount
            switch Self.kisOrderDesk(settings.orders.mode, host: client.host, accountNumber: accountNumber) {
            case .failure(let refusal):
                ordersUnavailable = refusal
            case .success(let number):
                if settings.orders.mode == .live { liveConsent = LiveTradingConsentFile(path: paths.configFile, loaded: settings.liveTradingConsent) }
                let venues = client.venues
                orders = KISOrderRepository(
                    client: client, account: number, mode: settings.orders.mode, journal: KISOrderJournal(path: paths.ordersJournalFile), liveConsent: liveConsent,
                    openVenues: { code in venues.orderVenues(for: code, in: (confirmedCalendars?.calendar ?? calendar).venueSessions(at: scheduler.now)) },
                    placed: { _ = kisAccount?.refresh() }
                )
            }
        }
        watchlistScene = WatchlistSceneContainer(
            watchlists: watchlists, quotes: quotes, indices: indices, catalog: catalog, calendar: calendar, calendars: calendars,
            scheduler: scheduler, rememberedView: rememberedView, history: history, venueEligibility: venueEligibility,
            nextradeListing: nextradeListing, feedSettings: feedSettings
        )
        stockDetailScene = StockDetailSceneContainer(
            quotes: quotes, catalog: catalog, history: history, orderBooks: orderBooks, cache: SQLitePriceBarCache(path: paths.historyCacheFile), scheduler: scheduler,
            calendar: calendar, venueQuotes: venueQuotes
        )
        var orderSettings = settings.orders
        if dataIsReadOnly { orderSettings = orderSettings.readOnly }
        orderTickets = watchlistScene.makeOrderTickets(
            orders: orders, account: account, settings: orderSettings, unavailable: ordersUnavailable,
            liveConsent: liveConsent.map { DefaultGiveLiveTradingConsentUseCase(mode: .live, account: settings.kis.accountNumber, repository: $0, clock: scheduler) }
        )
        let checkOrder = watchlistScene.makeCheckOrderUseCase(orders: orders, account: account, settings: orderSettings, unavailable: ordersUnavailable)
        accountScene = account.map {
            AccountSceneContainer(
                account: $0, quotes: quotes, scheduler: scheduler, orders: orders, orderSettings: orderSettings, ordersUnavailable: ordersUnavailable,
                checkOrder: checkOrder
            )
        }
        brokerSetupScene = BrokerSetupSceneContainer(kis: settings.kis, paths: paths, scheduler: realScheduler)
    }

    /// Starts the `--feed kis` catalog refresh in the background (the cached master listing, then a
    /// download when none was made today); each listing it puts in use replaces the catalog. Disposing
    /// stops it. Nothing happens with another feed.
    public func startCatalogRefresh() -> Disposable {
        guard let (refresh, catalog) = catalogRefresh else { return Disposables.create() }
        let adoption = refresh.listings.subscribe(onNext: { catalog.adopt($0) })
        return Disposables.create(adoption, refresh.start())
    }

    /// The master-file refresh downloading from config's `kis_master_url` (or KIS's own folder) into the cache folder.
    /// How many of the best-known securities (by listed value) a new simulated account draws its holdings from.
    static let simulatedAccountCandidates = 60

    private static func masterCatalogRefresh(_ kis: KISSettings, cacheDirectory: String) throws(LaunchError) -> KISMasterCatalogRefresh {
        guard let folder = URL(string: kis.masterFileHost) else { throw .kisUnavailable("\(kis.masterFileHost) is not a URL") }
        do {
            return KISMasterCatalogRefresh(
                http: try HTTPClient(baseURL: folder, timeout: KISMasterCatalogRefresh.downloadDeadline), cache: CacheFolder(directory: cacheDirectory), bundledListingDate: BundledStockCatalog.listingDate
            )
        } catch {
            throw .kisUnavailable(error.message)
        }
    }

    private static func openWatchlists(_ paths: StoragePaths) throws(LaunchError) -> FileWatchlistRepository {
        do {
            return try FileWatchlistRepository(paths: paths)
        } catch {
            throw .watchlists(error.message)
        }
    }

    /// The simulated exchange's settings: the seed, one publication per refresh, and with
    /// `--ticks-per-second` the same pace for every listing so that together they trade that often.
    static func simulatorConfiguration(_ settings: AppSettings, listingCount: Int) -> SimulatorConfiguration {
        var configuration = SimulatorConfiguration(seed: settings.seed, publishInterval: .milliseconds(Int((settings.refreshSeconds * 1000).rounded())))
        configuration.venue = settings.venue
        configuration.replaysSessionSoFar = true
        if let rate = settings.diagnostics.ticksPerSecond, listingCount > 0 {
            let perListing = rate / Double(listingCount)
            configuration.tradesPerSecond = perListing...perListing
        }
        return configuration
    }

    /// The KIS Open API client (one rate limiter for quotes, charts, the order book and the indices), or why it
    /// cannot start (no credentials, a host refused).
    private static func kisClient(
        _ settings: AppSettings, nxtEligible: Set<StockCode>, cacheDirectory: String, configFile: String, scheduler: SchedulerType
    ) throws(LaunchError) -> KISClient {
        let kis = settings.kis
        // The scene's clock (`--clock` shifts it) stamps the quotes too, so their ages read true against it.
        let clockOffset = scheduler.now.timeIntervalSince(Date())
        guard let appKey = kis.appKey, let appSecret = kis.appSecret else { throw .kisCredentialsMissing(configFile: configFile) }
        let host = try kisHost(kis)
        do {
            let credentials = try KISCredentials(appKey: appKey, appSecret: appSecret)
            return try KISClient(
                host: host,
                credentials: credentials,
                cacheDirectory: URL(fileURLWithPath: cacheDirectory, isDirectory: true),
                scheduler: scheduler,
                clock: { Date().addingTimeInterval(clockOffset) },
                venue: settings.venue,
                nxtEligible: nxtEligible
            )
        } catch {
            throw .kisUnavailable(error.message)
        }
    }

    /// Whether this run opens the app key's one real-time session. Not for `--once`, nor for a second instance (the
    /// watchlists are read-only because another StockWatch holds them: a second session would take
    /// the first one's away), nor with `--no-realtime` or config `"realtime": false`; otherwise at
    /// config's `kis_websocket_url` (when it is a URL) or the account type's official one.
    static func realtimeAccess(_ settings: AppSettings, isSecondInstance: Bool) -> KISRealtimeAccess {
        // `--once` takes one REST snapshot of each stock: waiting for a socket that may stay silent
        // (evenings, weekends) would only delay it.
        if settings.once != nil { return .restOnly(reason: "--once asks over REST only") }
        if isSecondInstance { return .restOnly(reason: "another StockWatch holds the session, polling only") }
        guard settings.realtime else { return .restOnly(reason: "polling only") }
        let accountType = KISAccountType(rawValue: settings.kis.account) ?? .paper
        return .session(settings.kisWebSocketURL.flatMap { URL(string: $0) } ?? KISRealtimeAccess.officialURL(accountType))
    }

    /// The account KIS orders go to with `mode` on `host`, or why this run sends none: `trading = "paper"`
    /// needs the paper host and the account number, `"live"` the real host and the account number (and,
    /// before each order, the one-time consent: `KISOrderRepository` asks `LiveTradingConsentRepository`);
    /// `"simulated"` belongs to the simulated feed.
    static func kisOrderDesk(_ mode: TradingMode, host: KISHost, accountNumber: KISAccountNumber?) -> Result<KISAccountNumber, OrderRefusal> {
        switch mode {
        case .simulated: return .failure(.simulatedNeedsSimulatedFeed)
        case .live, .paper:
            guard host.accountType == (mode == .live ? .real : .paper) else { return .failure(mode == .live ? .liveNeedsRealHost : .paperNeedsPaperHost) }
            guard let accountNumber else { return .failure(.noKISAccountNumber) }
            return .success(accountNumber)
        }
    }

    /// The one-time notice for `venues`: why a paper account's rows show KRX's prices only.
    static func venueNotice(_ venues: KISVenueChoice) -> String? {
        guard venues.isNarrowedToKRX else { return nil }
        return "KIS paper account: KRX prices only. KIS serves Nextrade (NXT) and unified (통합) prices to real accounts only,"
            + " so from 15:30 to 20:00 (and 08:00–08:50) rows of stocks Nextrade trades show KRX's close, marked \"KRX close\"."
    }

    /// Whether config's "kis_host" is a server on this machine (a test server): only there may `--clock` move
    /// the kis feed's time, which a real KIS server would contradict.
    static func kisHostIsOnThisMachine(_ kis: KISSettings) -> Bool {
        guard let host = kis.restHost.flatMap({ URL(string: $0)?.host }) else { return false }
        return TransportSecurity.isLoopback(host: host)
    }

    /// The validated host of the raw settings: "kis_host" if set, else the account type's own host.
    static func kisHost(_ kis: KISSettings) throws(LaunchError) -> KISHost {
        let accountType = KISAccountType(rawValue: kis.account) ?? .paper
        guard let restHost = kis.restHost else { return accountType == .real ? .real : .paper }
        guard let url = URL(string: restHost) else { throw .kisUnavailable("\(restHost) is not a URL") }
        return KISHost(baseURL: url, accountType: accountType)
    }

    /// The feed's name for the status bar.
    /// Now on the run's clock (`--clock` moves it): what `--once` stamps its output with.
    public var now: Date { clock.now }

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
            switch Self.simulatorConfiguration(settings, listingCount: 0).sessionMode {
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
        return WatchlistScreen(
            viewModel: watchlistScene.makeWatchlistViewModel(
                staleAfter: settings.staleAfterSeconds, frames: frames, holdings: watchlistScene.makeHoldings(costs: settings.tradingCosts, orders: orderTickets, importsHoldings: accountScene != nil),
                feedHours: feedHours,
                startupMessages: startupMessages, brokerSetup: brokerSetupScene.makeBrokerSetupFlow()
            ),
            options: options,
            makeDetail: { detailScene.makeStockDetailViewModel(code: $0, frames: frames) },
            makeAccount: { accountScene?.makeAccountViewModel(importHolding: importHolding, frames: frames) }
        )
    }
}
