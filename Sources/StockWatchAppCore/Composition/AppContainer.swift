// The composition root: builds the repositories, hands them to the scene container, builds the screen.

import CursesBackend
import Domain
import FoundationEssentials
import MarketData
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
    /// The watchlist scene over this run's repositories: the full screen's view model and the use
    /// cases `--once` runs come from it alike.
    public let watchlistScene: WatchlistSceneContainer
    /// What opening the watchlists file found wrong with it, for standard error (`--once`, after quitting).
    public let watchlistFileProblems: [String]

    /// Builds the repositories for `settings`, with files under `paths`; quotes, edits and timers are
    /// handled on `scheduler` (the main scheduler of the full screen, a queue for `--once`).
    public init(settings: AppSettings, paths: StoragePaths, scheduler: SchedulerType) throws(LaunchError) {
        self.settings = settings
        self.paths = paths
        if settings.feed == .kis, !settings.kis.hasCredentials { throw .kisCredentialsMissing(configFile: paths.configFile) }
        let calendar: KRXCalendar
        do {
            calendar = try BundledMarketCalendar.load()
        } catch {
            throw .catalog("the bundled KRX calendar is damaged: \(error)")
        }
        let listings: [SimulatedListing]
        let catalog: StockCatalogRepository
        let watchlists: WatchlistRepository
        if let count = settings.diagnostics.syntheticWatchlist {
            let synthetic = SyntheticStockCatalog(count: count)
            catalog = synthetic
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
            catalog = bundled
            listings = bundled.entries.map { SimulatedListing(entry: $0, seed: settings.seed) }
            let file = try Self.openWatchlists(paths)
            watchlists = file
            watchlistFileProblems = file.damageNotices
        }
        let quotes: QuoteRepository
        switch settings.feed {
        case .simulated:
            quotes = SimulatedExchange(
                listings: listings, configuration: Self.simulatorConfiguration(settings, listingCount: listings.count), calendar: calendar, scheduler: scheduler
            )
        case .kis:
            quotes = try Self.kisQuotes(settings.kis, cacheDirectory: paths.cacheDirectory, configFile: paths.configFile, scheduler: scheduler)
        }
        watchlistScene = WatchlistSceneContainer(watchlists: watchlists, quotes: quotes, catalog: catalog, calendar: calendar, scheduler: scheduler)
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
        if let rate = settings.diagnostics.ticksPerSecond, listingCount > 0 {
            let perListing = rate / Double(listingCount)
            configuration.tradesPerSecond = perListing...perListing
        }
        return configuration
    }

    /// The KIS Open API feed, or why it cannot start (no credentials, a host refused).
    private static func kisQuotes(_ kis: KISSettings, cacheDirectory: String, configFile: String, scheduler: SchedulerType) throws(LaunchError) -> QuoteRepository {
        guard let appKey = kis.appKey, let appSecret = kis.appSecret else { throw .kisCredentialsMissing(configFile: configFile) }
        let host = try kisHost(kis)
        do {
            let credentials = try KISCredentials(appKey: appKey, appSecret: appSecret)
            let client = try KISClient(
                host: host,
                credentials: credentials,
                cacheDirectory: URL(fileURLWithPath: cacheDirectory, isDirectory: true),
                scheduler: scheduler
            )
            return KISQuoteRepository(client: client, scheduler: scheduler)
        } catch {
            throw .kisUnavailable(error.message)
        }
    }

    /// The validated host of the raw settings: "kis_host" if set, else the account type's own host.
    static func kisHost(_ kis: KISSettings) throws(LaunchError) -> KISHost {
        let accountType = KISAccountType(rawValue: kis.account) ?? .paper
        guard let restHost = kis.restHost else { return accountType == .real ? .real : .paper }
        guard let url = URL(string: restHost) else { throw .kisUnavailable("\(restHost) is not a URL") }
        return KISHost(baseURL: url, accountType: accountType)
    }

    /// The feed's name for the status bar.
    public var feedName: String {
        switch settings.feed {
        case .simulated: "simulated"
        case .kis: "KIS \(settings.kis.account)"
        }
    }

    /// The full screen; `localeWarning` is the terminal's, `startupNotice` what to tell at start.
    public func makeWatchlistScreen(localeWarning: String?, startupNotice: String?) -> WatchlistScreen {
        let options = WatchlistScreen.Options(
            colors: Self.priceColors(settings.colors),
            feedName: feedName,
            localeWarning: localeWarning,
            startupNotice: startupNotice
        )
        return WatchlistScreen(viewModel: watchlistScene.makeWatchlistViewModel(staleAfter: settings.staleAfterSeconds, holdings: watchlistScene.makeHoldings(costs: settings.tradingCosts)), options: options)
    }

    static func priceColors(_ scheme: ColourScheme) -> PriceColorScheme {
        switch scheme {
        case .korean: .korean
        case .western: .western
        case .none: .none
        }
    }
}
