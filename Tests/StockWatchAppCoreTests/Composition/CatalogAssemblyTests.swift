// The catalog's choices: the bundled listing, swapped for KIS's master listing with the kis feed, or the synthetic market.

import Domain
import MarketData
import Storage
import Testing
@testable import StockWatchAppCore

@Suite struct CatalogAssemblyTests {
    private func settings(_ options: LaunchOptions, _ configuration: Configuration = Configuration()) -> AppSettings {
        AppSettings(options: options, configuration: configuration, defaultSeed: 1)
    }

    @Test func theSimulatedFeedTradesEveryBundledListingAndDrawsTheAccountFromTheBestKnown() throws {
        let assembly = try CatalogAssembly(settings: settings(LaunchOptions()), cacheDirectory: "/nonexistent/cache")
        let bundled = try BundledStockCatalog()
        #expect(assembly.catalog is BundledStockCatalog)
        #expect(assembly.listings.count == bundled.entries.count)
        let bestKnown = Set(bundled.allStocks().prefix(CatalogAssembly.simulatedAccountCandidates).map(\.code))
        #expect(!assembly.accountListings.isEmpty)
        #expect(assembly.accountListings.allSatisfy { bestKnown.contains($0.stock.code) })
        #expect(!assembly.nxtEligible.isEmpty)
    }

    @Test func theKISFeedSearchesACatalogThatItsMasterFilesReplace() throws {
        let kis = Configuration(feed: .kis, kis: KISSettings(appKey: "key", appSecret: "secret"))
        let assembly = try CatalogAssembly(settings: settings(LaunchOptions(), kis), cacheDirectory: "/nonexistent/cache")
        #expect(assembly.catalog is SwappableStockCatalog)
        var badFolder = kis
        badFolder.kis.masterFileHost = "http://[::1"
        #expect(throws: LaunchError.kisUnavailable("http://[::1 is not a URL")) {
            try CatalogAssembly(settings: settings(LaunchOptions(), badFolder), cacheDirectory: "/nonexistent/cache")
        }
    }

    @Test func theSyntheticMarketListsItsOwnStocksAndDrawsTheAccountFromAll() throws {
        var options = LaunchOptions(feed: .kis)
        options.diagnostics.syntheticWatchlist = 3
        let assembly = try CatalogAssembly(settings: settings(options), cacheDirectory: "/nonexistent/cache")
        #expect(assembly.catalog is SyntheticStockCatalog)
        #expect(assembly.listings.map(\.stock.code.rawValue) == ["Q00000", "Q00001", "Q00002"])
        #expect(assembly.accountListings.isEmpty)
    }
}
