// The feed of one run: the simulated exchange, or the KIS Open API on a paper or real host, with what comes with it.

import Domain
import FoundationEssentials
import MarketData
import Networking
import Reactive
import Storage

/// The repositories of one run's feed. The simulated exchange gives quotes, charts, the order book, the indices
/// and a simulated account with its order desk; the KIS Open API gives them from a paper or real host, in real
/// time over its WebSocket (the socket read paced to the frames) or by REST polling, with the notices a start
/// tells once (a paper account's KRX-only prices, a token cache that cannot be written).
struct FeedAssembly {
    /// The rows' prices (and the detail view's).
    let quotes: QuoteRepository
    /// The detail view's intraday and daily bars.
    let history: PriceHistoryRepository
    /// The detail view's order book.
    let orderBooks: OrderBookRepository
    /// The header's KOSPI, KOSDAQ and KOSPI200 figures.
    let indices: MarketIndexRepository
    /// Each venue's price of one stock (KRX, Nextrade), for the detail view.
    let venueQuotes: VenueQuoteRepository
    /// Which stocks Nextrade trades.
    let nextradeListing: NextradeListingRepository
    /// KIS's confirmed exchange calendar (a real account only); nil means the bundled one.
    var calendars: MarketCalendarRepository?
    var account: AccountRepository?
    /// The account's past fills, which the Account view's `f` rebuilds lots from.
    var fillHistory: FillHistoryRepository?
    var orders: (OrderRepository & OrderSlotKeeper)?
    /// Why this run's tickets refuse every order, when `orders` stays nil.
    var ordersUnavailable = OrderRefusal.noAccount
    /// With `trading = "live"`: the one-time consent the first ticket asks for (config.json's `trading_live_consent`).
    var liveConsent: LiveTradingConsentFile?
    var venueEligibility: VenueEligibilityRepository?
    /// The credentials `C` saves, put in use without a restart (kis only).
    var feedSettings: FeedSettingsRepository?
    /// How the full screen's thread reads the busy real-time socket right before each frame (kis only).
    var readPacing: WebSocketClient.ReadPacing?
    /// What to tell once at start about the venues the prices come from (kis only).
    var venueNotice: String?
    /// What opening the simulated account's file found wrong (simulated only).
    var accountFileProblems: [String] = []
    /// Why access tokens cannot be cached (kis only).
    var tokenCacheProblem: String?
}

// The choice of feed, in an extension so that the struct keeps its memberwise initialiser for the two builders.
extension FeedAssembly {
    /// Refuses, before anything is opened, a feed that cannot run: the kis feed without an app key and secret,
    /// and `--clock` with any feed but the simulated one (or a KIS test server on this machine).
    static func check(_ settings: AppSettings, configFile: String) throws(LaunchError) {
        if settings.feed == .kis, !settings.kis.hasCredentials { throw .kisCredentialsMissing(configFile: configFile) }
        if settings.clock != nil, settings.feed != .simulated, !kisHostsAreOnThisMachine(settings.kis) { throw .clockNeedsSimulatedFeed }
    }

    /// The feed `settings` choose, trading `catalog`'s listings on `scheduler` (the run's clock) and `calendar`
    /// (the bundled one), writing under `paths` unless `store` was opened read-only.
    init(
        settings: AppSettings, paths: StoragePaths, scheduler: SchedulerType, calendar: KRXCalendar, catalog: CatalogAssembly,
        store: WatchlistStoreAssembly
    ) throws(LaunchError) {
        switch settings.feed {
        case .simulated: self = Self.simulated(settings, paths: paths, scheduler: scheduler, calendar: calendar, catalog: catalog, store: store)
        case .kis: self = try Self.kis(settings, paths: paths, scheduler: scheduler, calendar: calendar, catalog: catalog, store: store)
        }
    }

    /// The simulated exchange and its account (saved in the data folder, except for the synthetic market).
    private static func simulated(
        _ settings: AppSettings, paths: StoragePaths, scheduler: SchedulerType, calendar: KRXCalendar, catalog: CatalogAssembly,
        store: WatchlistStoreAssembly
    ) -> FeedAssembly {
        let listings = catalog.listings
        let exchange = SimulatedExchange(
            listings: listings, configuration: simulatorConfiguration(settings, listingCount: listings.count), calendar: calendar, scheduler: scheduler
        )
        var feed = FeedAssembly(
            quotes: exchange, history: SimulatedPriceHistory(exchange: exchange, seed: settings.seed, calendar: calendar),
            orderBooks: SimulatedOrderBookRepository(exchange: exchange, seed: settings.seed, calendar: calendar),
            indices: SimulatedMarketIndices(exchange: exchange, listings: listings), venueQuotes: exchange, nextradeListing: NXTEligibility(catalog.nxtEligible)
        )
        let simulatedAccount = SimulatedAccountRepository(
            exchange: exchange, listings: catalog.accountListings.isEmpty ? listings : catalog.accountListings, seed: settings.seed,
            filePath: settings.diagnostics.syntheticWatchlist == nil ? paths.simulatedAccountFile : nil, isReadOnly: store.isReadOnly,
            costs: settings.tradingCosts, scheduler: scheduler
        )
        feed.account = simulatedAccount
        feed.accountFileProblems = simulatedAccount.openingProblems
        feed.fillHistory = simulatedAccount
        if settings.orders.mode == .simulated {
            feed.orders = simulatedAccount
        } else {
            feed.ordersUnavailable = .modeNeedsKIS(settings.orders.mode)
        }
        return feed
    }

    /// The KIS Open API: one client (one rate limiter) for every repository, the real-time session on a queue of
    /// its own, and on a real account KIS's confirmed calendar and Nextrade eligibility. With a market-data key
    /// (a paper account's) the quotes' side — quotes, charts, books, indices, the calendar, Nextrade's list — runs
    /// on a real account's client of its own as a real account's would, and the account's side (the account, its
    /// orders, fills and execution notices, on a session of its own) on the paper account's: two tokens, two
    /// limiters, never one request with the other's key.
    private static func kis(
        _ settings: AppSettings, paths: StoragePaths, scheduler: SchedulerType, calendar: KRXCalendar, catalog: CatalogAssembly,
        store: WatchlistStoreAssembly
    ) throws(LaunchError) -> FeedAssembly {
        let client = try kisClient(settings, nxtEligible: catalog.nxtEligible, cacheDirectory: paths.cacheDirectory, configFile: paths.configFile, scheduler: scheduler)
        // With a market-data key (a paper account only) a second client, on the real host, serves every quote,
        // chart, book and index; the account's client keeps the account, its orders, fills and notices.
        let quoteClient = try marketDataClient(settings, nxtEligible: catalog.nxtEligible, cacheDirectory: paths.cacheDirectory, scheduler: scheduler)
            ?? client
        // The session and the REST polling run on a queue of their own; while trades stream, the
        // UI's thread reads the socket right before each frame (the view model hands quotes over
        // per frame), so a frame's trades cost one read on a thread that is awake for it anyway.
        let feedQueue = SerialDispatchQueueScheduler(qos: .userInitiated, internalSerialQueueName: "stockwatch.kis.feed")
        let feedScheduler: SchedulerType = settings.clock.map { OffsetClockScheduler(base: feedQueue, startingAt: $0.date(now: feedQueue.now)) }
            ?? feedQueue
        let pacing = WebSocketClient.ReadPacing(reader: FrameScheduler.main)
        let calendars = quoteClient.host.accountType == .real
            ? KISMarketCalendar(bundled: calendar, client: quoteClient, cache: CacheFolder(directory: paths.cacheDirectory), scheduler: scheduler)
            : nil
        // The exchange calendar in use: KIS's confirmed one on a real account, else the bundled one.
        let currentCalendar = { calendars?.calendar ?? calendar }
        let realtimeQuotes = KISRealtimeQuoteRepository(
            client: quoteClient, access: realtimeAccess(settings, isSecondInstance: store.isSecondInstance, marketData: quoteClient !== client),
            scheduler: feedScheduler,
            calendar: currentCalendar, connector: WebSocketClient(readPacing: pacing),
            holdsCloseForSinglePrice: settings.once != nil
        )
        // A feed that sees KRX only marks Nextrade's stocks "KRX close" in Nextrade's own hours.
        let quotes: QuoteRepository = quoteClient.venues.seesKRXOnly
            ? KRXOnlyQuoteRepository(feed: realtimeQuotes, isNXTEligible: quoteClient.venues.isNXTEligible, calendar: currentCalendar, scheduler: scheduler)
            : realtimeQuotes
        var feed = FeedAssembly(
            quotes: quotes, history: KISPriceHistoryRepository(client: quoteClient, calendar: currentCalendar),
            orderBooks: KISRealtimeOrderBookRepository(realtime: realtimeQuotes, rest: KISOrderBookRepository(client: quoteClient, scheduler: feedScheduler)),
            indices: KISIndexRepository(client: quoteClient, scheduler: scheduler), venueQuotes: KISVenueQuoteRepository(client: quoteClient),
            nextradeListing: quoteClient.venues.eligibility
        )
        feed.calendars = calendars
        feed.tokenCacheProblem = client.tokenCacheProblem ?? quoteClient.tokenCacheProblem
        feed.feedSettings = KISCredentialsReload(
            client: client, loader: ConfigurationLoader(environment: ProcessInfo.processInfo.environment), configFile: paths.configFile
        )
        feed.readPacing = pacing
        feed.venueNotice = quoteClient === client ? venueNotice(client.venues) : Self.marketDataNotice
        if quoteClient.host.accountType == .real, !quoteClient.venues.seesKRXOnly {
            let refresh = KISNXTEligibilityRefresh(client: quoteClient, cache: CacheFolder(directory: paths.cacheDirectory), scheduler: scheduler)
            if let problem = refresh.applyCachedAnswers() { feed.venueNotice = [feed.venueNotice, problem].compactMap(\.self).joined(separator: " ") }
            feed.venueEligibility = refresh
        }
        // The account (read-only) with its fills live when an HTS ID keys the notice stream, on the account's own
        // session (opened for the notices alone) when the quotes have a key of their own.
        let noticeSession = quoteClient === client ? realtimeQuotes : KISRealtimeQuoteRepository(
            client: client, access: realtimeAccess(settings, isSecondInstance: store.isSecondInstance, marketData: false), scheduler: feedScheduler,
            calendar: currentCalendar, connector: WebSocketClient(readPacing: pacing)
        )
        let notices = settings.kis.htsID.map { noticeSession.executionNotices(htsID: $0, accountType: client.host.accountType) } ?? .empty()
        let accountNumber = settings.kis.accountNumber.flatMap(KISAccountNumber.init)
        // Today's orders join the balance's snapshots, so the Account view lists them to cancel or revise.
        let kisAccount = accountNumber.map {
            KISAccountWithOrders(
                account: KISAccountRepository(client: client, account: $0, notices: notices, reconcileClock: scheduler), client: client, number: $0
            )
        }
        feed.account = kisAccount
        feed.fillHistory = accountNumber.map { KISFillHistoryRepository(client: client, number: $0) }
        switch kisOrderDesk(settings.orders.mode, host: client.host, accountNumber: accountNumber) {
        case .failure(let refusal):
            feed.ordersUnavailable = refusal
        case .success(let number):
            let venues = client.venues
            if settings.orders.mode == .live { feed.liveConsent = LiveTradingConsentFile(path: paths.configFile, loaded: settings.liveTradingConsent) }
            feed.orders = KISOrderRepository(
                client: client, account: number, mode: settings.orders.mode, journal: KISOrderJournal(path: paths.ordersJournalFile),
                liveConsent: feed.liveConsent,
                openVenues: { code in venues.orderVenues(for: code, in: currentCalendar().venueSessions(at: scheduler.now)) },
                placed: { _ = kisAccount?.refresh() }
            )
        }
        return feed
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

    /// The client of the market-data key (`kis_market_data_app_key`, a paper account only) on KIS's real host or
    /// config's "kis_market_data_host"; nil without one.
    private static func marketDataClient(
        _ settings: AppSettings, nxtEligible: Set<StockCode>, cacheDirectory: String, scheduler: SchedulerType
    ) throws(LaunchError) -> KISClient? {
        let kis = settings.kis
        guard let appKey = kis.marketDataAppKey, let appSecret = kis.marketDataAppSecret else { return nil }
        let clockOffset = scheduler.now.timeIntervalSince(Date())
        var host = KISHost.real
        if let text = kis.marketDataHost {
            guard let url = URL(string: text) else { throw .kisUnavailable("\(text) is not a URL") }
            host = KISHost(baseURL: url, accountType: .real)
        }
        do {
            return try KISClient(
                host: host, credentials: KISCredentials(appKey: appKey, appSecret: appSecret),
                cacheDirectory: URL(fileURLWithPath: cacheDirectory, isDirectory: true), scheduler: scheduler,
                clock: { Date().addingTimeInterval(clockOffset) }, venue: settings.venue, nxtEligible: nxtEligible
            )
        } catch {
            throw .kisUnavailable("the market-data key: \(error.message)")
        }
    }

    /// What a run with a market-data key tells once at start.
    static let marketDataNotice = "Prices come from your market-data key (a real account's, Nextrade and unified included);"
        + " the account, its orders and fills stay on the paper account."

    /// Whether this run opens the app key's one real-time session. Not for `--once`, nor for a second instance (the
    /// watchlists are read-only because another StockWatch holds them: a second session would take
    /// the first one's away), nor with `--no-realtime` or config `"realtime": false`; otherwise at
    /// config's `kis_websocket_url` (when it is a URL) or the account type's official one.
    static func realtimeAccess(_ settings: AppSettings, isSecondInstance: Bool, marketData: Bool = false) -> KISRealtimeAccess {
        // `--once` takes one REST snapshot of each stock: waiting for a socket that may stay silent
        // (evenings, weekends) would only delay it.
        if settings.once != nil { return .restOnly(reason: "--once asks over REST only") }
        if isSecondInstance { return .restOnly(reason: "another StockWatch holds the session, polling only") }
        guard settings.realtime else { return .restOnly(reason: "polling only") }
        if marketData { return .session(settings.kis.marketDataWebSocketURL.flatMap { URL(string: $0) } ?? KISRealtimeAccess.officialURL(.real)) }
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

    /// Whether config's "kis_host" is a server on this machine (a test server), and with a market-data key its
    /// "kis_market_data_host" too: only there may `--clock` move the kis feed's time, which a real KIS server
    /// would contradict.
    static func kisHostsAreOnThisMachine(_ kis: KISSettings) -> Bool {
        let hosts = [kis.restHost] + (kis.hasMarketDataKey ? [kis.marketDataHost] : [])
        return hosts.allSatisfy { text in text.flatMap { URL(string: $0)?.host }.map(TransportSecurity.isLoopback(host:)) ?? false }
    }

    /// The validated host of the raw settings: "kis_host" if set, else the account type's own host.
    static func kisHost(_ kis: KISSettings) throws(LaunchError) -> KISHost {
        let accountType = KISAccountType(rawValue: kis.account) ?? .paper
        guard let restHost = kis.restHost else { return accountType == .real ? .real : .paper }
        guard let url = URL(string: restHost) else { throw .kisUnavailable("\(restHost) is not a URL") }
        return KISHost(baseURL: url, accountType: accountType)
    }
}
