// The composition root: builds repositories, then use cases, then view models, then the screen.

import Domain
import FoundationEssentials
import MarketData
import Presentation
import Reactive
import Storage
import TUI

/// Builds the object graph of one run. The only place that names the concrete repositories: the
/// watchlist file (or an in-memory list for `--synthetic-watchlist`), the bundled catalog and the
/// feed (the simulated exchange or the KIS Open API). Everything above them sees Domain's protocols.
///
/// `init` checks the feed's settings and opens the stores without touching the terminal, so a
/// problem is reported before the screen is taken. Nothing is scheduled until a stream is subscribed.
public final class AppContainer {
    public let settings: AppSettings
    public let paths: StoragePaths
    private let scheduler: SchedulerType
    private let watchlists: WatchlistRepository
    private let catalog: StockCatalogRepository
    private let quotes: QuoteRepository
    private let calendar: KRXCalendar

    /// Builds the repositories for `settings`, with files under `paths`; quotes, edits and timers are
    /// handled on `scheduler` (the main scheduler of the full screen, a queue for `--once`).
    public init(settings: AppSettings, paths: StoragePaths, scheduler: SchedulerType) throws(LaunchError) {
        self.settings = settings
        self.paths = paths
        self.scheduler = scheduler
        if settings.feed == .kis, settings.kis.credentials == nil { throw .kisCredentialsMissing(configFile: paths.configFile) }
        do {
            calendar = try BundledMarketCalendar.load()
        } catch {
            throw .catalog("the bundled KRX calendar is damaged: \(error)")
        }
        let listings: [SimulatedListing]
        if let count = settings.diagnostics.syntheticWatchlist {
            let synthetic = SyntheticStockCatalog(count: count)
            catalog = synthetic
            listings = synthetic.listings
            watchlists = InMemoryWatchlistRepository([
                Watchlist(id: .generate(), name: "Synthetic \(count)", codes: synthetic.listings.map(\.stock.code)),
            ])
        } else {
            let bundled: BundledStockCatalog
            do {
                bundled = try BundledStockCatalog()
            } catch {
                throw .catalog("the bundled stock catalog is damaged: \(error)")
            }
            catalog = bundled
            listings = bundled.entries.map { SimulatedListing(entry: $0, seed: settings.seed) }
            watchlists = try Self.openWatchlists(paths)
        }
        switch settings.feed {
        case .simulated:
            quotes = SimulatedExchange(
                listings: listings, configuration: Self.simulatorConfiguration(settings, listingCount: listings.count), calendar: calendar, scheduler: scheduler
            )
        case .kis:
            quotes = try Self.kisQuotes(settings.kis, cacheDirectory: paths.cacheDirectory, configFile: paths.configFile, scheduler: scheduler)
        }
    }

    private static func openWatchlists(_ paths: StoragePaths) throws(LaunchError) -> WatchlistRepository {
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
        guard let stored = kis.credentials else { throw .kisCredentialsMissing(configFile: configFile) }
        guard let url = URL(string: kis.restHost) else { throw .kisUnavailable("\(kis.restHost) is not a URL") }
        let accountType: MarketData.KISAccountType = kis.accountType == .real ? .real : .paper
        do {
            let credentials = try MarketData.KISCredentials(appKey: stored.appKey, appSecret: stored.appSecret)
            let client = try KISClient(
                host: KISHost(baseURL: url, accountType: accountType),
                credentials: credentials,
                cacheDirectory: URL(fileURLWithPath: cacheDirectory, isDirectory: true),
                scheduler: scheduler
            )
            return KISQuoteRepository(client: client, scheduler: scheduler)
        } catch {
            throw .kisUnavailable(error.message)
        }
    }

    /// The feed's name for the status bar.
    public var feedName: String {
        switch settings.feed {
        case .simulated: "simulated"
        case .kis: "KIS \(settings.kis.accountType.rawValue)"
        }
    }

    /// Loads the stored watchlists.
    func loadWatchlists() -> LoadWatchlistsUseCase {
        DefaultLoadWatchlistsUseCase(repository: watchlists)
    }

    /// Watches a watchlist's quotes.
    func watchQuotes() -> WatchWatchlistQuotesUseCase {
        DefaultWatchWatchlistQuotesUseCase(quotes: quotes, catalog: catalog)
    }

    /// The watchlist screen's view model.
    public func makeWatchlistViewModel() -> WatchlistViewModel {
        WatchlistViewModel(
            useCases: WatchlistViewModel.UseCases(watchlists: watchlists, quotes: quotes, catalog: catalog, clock: scheduler, calendar: calendar),
            dialogs: WatchlistDialogs(catalog: catalog, watchlists: watchlists, scheduler: scheduler),
            scheduler: scheduler,
            staleAfter: settings.staleAfterSeconds
        )
    }

    /// The full screen; `localeWarning` is the terminal's, `startupNotice` what to tell at start.
    public func makeWatchlistScreen(localeWarning: String?, startupNotice: String?) -> WatchlistScreen {
        let options = WatchlistScreen.Options(
            colors: Self.priceColors(settings.colors),
            feedName: feedName,
            localeWarning: localeWarning,
            startupNotice: startupNotice
        )
        return WatchlistScreen(viewModel: makeWatchlistViewModel(), options: options)
    }

    static func priceColors(_ scheme: ColourScheme) -> PriceColorScheme {
        switch scheme {
        case .korean: .korean
        case .western: .western
        case .none: .none
        }
    }
}
