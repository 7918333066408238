// The catalog of one run: the bundled KRX listing (swapped for KIS's master listing with `--feed kis`) or the synthetic one.

import Domain
import FoundationEssentials
import MarketData
import Networking
import Reactive
import Storage

/// The stock catalog of one run and the listings the simulated exchange trades: the bundled listing, which
/// KIS's master files replace as they refresh with `--feed kis`, or the made-up market of `--synthetic-watchlist`.
struct CatalogAssembly {
    /// How many of the best-known securities (by listed value) a new simulated account draws its holdings from.
    static let simulatedAccountCandidates = 60

    /// What search, the rows and the detail view read.
    let catalog: StockCatalogRepository
    /// Every listing, as the simulated exchange trades it.
    let listings: [SimulatedListing]
    /// The listings a new simulated account may hold: the best-known ones with a real reference price (their
    /// simulated prices do not depend on the seed, so a later run with another seed values them alike). Empty
    /// for the synthetic market, whose account draws from every listing.
    let accountListings: [SimulatedListing]
    /// The stocks Nextrade trades, as bundled.
    let nxtEligible: Set<StockCode>
    /// With `--feed kis`, the refresh from KIS's master files and the catalog it swaps; nil otherwise.
    private let masterRefresh: (refresh: KISMasterCatalogRefresh, catalog: SwappableStockCatalog)?

    /// The catalog `settings` ask for; the master files are cached under `cacheDirectory`. Throws when the bundled
    /// listing is damaged or config's `kis_master_url` is not a URL.
    init(settings: AppSettings, cacheDirectory: String) throws(LaunchError) {
        nxtEligible = BundledNXTEligibility.load()
        if let count = settings.diagnostics.syntheticWatchlist {
            let synthetic = SyntheticStockCatalog(count: count)
            catalog = synthetic
            listings = synthetic.listings
            accountListings = []
            masterRefresh = nil
            return
        }
        let bundled: BundledStockCatalog
        do {
            bundled = try BundledStockCatalog()
        } catch {
            throw .catalog("the bundled stock catalog is damaged: \(error)")
        }
        if settings.feed == .kis {
            let refresh = try Self.masterCatalogRefresh(settings.kis, cacheDirectory: cacheDirectory)
            let swappable = SwappableStockCatalog(bundled: bundled, status: refresh.status)
            masterRefresh = (refresh, swappable)
            catalog = swappable
        } else {
            masterRefresh = nil
            catalog = bundled
        }
        let nxtEligible = nxtEligible
        listings = bundled.entries.map { SimulatedListing(entry: $0, seed: settings.seed, isNXTEligible: nxtEligible.contains($0.stock.code)) }
        let prominent = Set(bundled.allStocks().prefix(Self.simulatedAccountCandidates).map(\.code))
        accountListings = zip(bundled.entries, listings).filter { entry, _ in entry.referencePrice != nil && prominent.contains(entry.stock.code) }
            .map { _, listing in listing }
    }

    /// Starts the master-file refresh in the background (the cached listing, then a download when none was made
    /// today); each listing it puts in use replaces the catalog. Disposing stops it. Nothing happens without one.
    func startRefresh() -> Disposable {
        guard let (refresh, catalog) = masterRefresh else { return Disposables.create() }
        let adoption = refresh.listings.subscribe(onNext: { catalog.adopt($0) })
        return Disposables.create(adoption, refresh.start())
    }

    /// The master-file refresh downloading from config's `kis_master_url` (or KIS's own folder) into the cache folder.
    private static func masterCatalogRefresh(_ kis: KISSettings, cacheDirectory: String) throws(LaunchError) -> KISMasterCatalogRefresh {
        guard let folder = URL(string: kis.masterFileHost) else { throw .kisUnavailable("\(kis.masterFileHost) is not a URL") }
        do {
            return KISMasterCatalogRefresh(
                http: try HTTPClient(baseURL: folder, timeout: KISMasterCatalogRefresh.downloadDeadline), cache: CacheFolder(directory: cacheDirectory),
                bundledListingDate: BundledStockCatalog.listingDate
            )
        } catch {
            throw .kisUnavailable(error.message)
        }
    }
}
