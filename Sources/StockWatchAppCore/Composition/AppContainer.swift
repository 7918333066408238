// The composition root: builds repositories, then use cases, then view models, then the screen.

import Domain
import Foundation
import MarketData
import Presentation
import Reactive
import Storage
import TUI

/// Builds the object graph of one run. The only place that names the concrete repositories: the
/// watchlist file (or an in-memory list for `--synthetic-watchlist`), the bundled catalog and the
/// feed (the simulated exchange or the KIS Open API). Everything above them sees Domain's protocols.
///
/// `init` opens the stores and checks the feed's settings without touching the terminal, so a
/// problem is reported before the screen is taken; what needs a scheduler is built afterwards.
public final class AppContainer {
    public let settings: AppSettings
    public let paths: StoragePaths
    private let watchlists: WatchlistRepository
    private let catalog: StockCatalogRepository
    private let listings: [SimulatedListing]

    /// Opens the watchlists and the catalog for `settings`, with files under `paths`.
    public init(settings: AppSettings, paths: StoragePaths) throws(LaunchError) {
        self.settings = settings
        self.paths = paths
        if settings.feed == .kis, settings.kis.credentials == nil {
            throw .kisCredentialsMissing(configFile: paths.configFile)
        }
        if let count = settings.diagnostics.syntheticWatchlist {
            let synthetic = SyntheticStockCatalog(count: count)
            catalog = synthetic
            listings = synthetic.listings
            watchlists = InMemoryWatchlistRepository([
                Watchlist(id: .generate(), name: "Synthetic \(count)", codes: synthetic.listings.map(\.stock.code)),
            ])
            return
        }
        let bundled: BundledStockCatalog
        do {
            bundled = try BundledStockCatalog()
        } catch {
            throw .catalog("the bundled stock catalog is damaged: \(error)")
        }
        catalog = bundled
        listings = bundled.entries.map { SimulatedListing(stock: $0.stock, referencePrice: $0.referencePrice) }
        do {
            watchlists = try FileWatchlistRepository(paths: paths)
        } catch {
            throw .watchlists(error.message)
        }
    }

    /// True when another StockWatch owns the watchlist file: edits are refused.
    public var isReadOnly: Bool { watchlists.isReadOnly }

    /// The feed's name for the status bar.
    public var feedName: String {
        switch settings.feed {
        case .simulated: "simulated"
        case .kis: "KIS \(settings.kis.accountType.rawValue)"
        }
    }

    /// The quote feed, timed by `scheduler`.
    func quoteRepository(scheduler: SchedulerType) -> QuoteRepository {
        switch settings.feed {
        case .simulated:
            var configuration = SimulatorConfiguration(seed: settings.seed, publishInterval: .milliseconds(Int(settings.refreshSeconds * 1000)))
            if let rate = settings.diagnostics.ticksPerSecond, !listings.isEmpty {
                let perListing = rate / Double(listings.count)
                configuration.tradesPerSecond = perListing...perListing
            }
            return SimulatedExchange(listings: listings, configuration: configuration, scheduler: scheduler)
        case .kis:
            return SimulatedExchange(listings: listings, scheduler: scheduler)
        }
    }

    /// Loads the stored watchlists.
    func loadWatchlists() -> LoadWatchlistsUseCase {
        DefaultLoadWatchlistsUseCase(repository: watchlists)
    }

    /// Watches a watchlist's quotes on a feed timed by `scheduler`.
    func watchQuotes(scheduler: SchedulerType) -> WatchWatchlistQuotesUseCase {
        DefaultWatchWatchlistQuotesUseCase(quotes: quoteRepository(scheduler: scheduler), catalog: catalog)
    }

    /// The watchlist screen's view model, handling everything on `scheduler`.
    public func makeWatchlistViewModel(scheduler: SchedulerType) -> WatchlistViewModel {
        let useCases = WatchlistViewModel.UseCases(
            loadWatchlists: loadWatchlists(),
            watchQuotes: watchQuotes(scheduler: scheduler),
            currentSession: DefaultCurrentMarketSessionUseCase(scheduler: scheduler),
            addStock: DefaultAddStockToWatchlistUseCase(repository: watchlists),
            removeStock: DefaultRemoveStockFromWatchlistUseCase(repository: watchlists),
            moveStock: DefaultMoveStockInWatchlistUseCase(repository: watchlists),
            createWatchlist: DefaultCreateWatchlistUseCase(repository: watchlists),
            renameWatchlist: DefaultRenameWatchlistUseCase(repository: watchlists),
            deleteWatchlist: DefaultDeleteWatchlistUseCase(repository: watchlists)
        )
        let dialogs = WatchlistDialogs(
            searchStocks: DefaultSearchStocksUseCase(catalog: catalog),
            resolveStock: DefaultResolveStockUseCase(catalog: catalog),
            checkName: DefaultCheckWatchlistNameUseCase(repository: watchlists),
            scheduler: scheduler
        )
        return WatchlistViewModel(useCases: useCases, dialogs: dialogs, scheduler: scheduler, staleAfter: settings.staleAfterSeconds)
    }

    /// The full screen, its view model on `scheduler`.
    public func makeWatchlistScreen(scheduler: SchedulerType, localeWarning: String?) -> WatchlistScreen {
        let options = WatchlistScreen.Options(
            colors: Self.priceColors(settings.colors),
            feedName: feedName,
            isReadOnly: isReadOnly,
            localeWarning: localeWarning
        )
        return WatchlistScreen(viewModel: makeWatchlistViewModel(scheduler: scheduler), options: options)
    }

    static func priceColors(_ scheme: ColourScheme) -> PriceColorScheme {
        switch scheme {
        case .korean: .korean
        case .western: .western
        case .none: .none
        }
    }
}
