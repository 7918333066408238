// Where a run's watchlists live: the watchlists file with the remembered view, or the synthetic market's unsaved list.

import Domain
import Foundation
import Storage
import Testing
@testable import StockWatchAppCore

@Suite struct WatchlistStoreAssemblyTests {
    private func settings(_ options: LaunchOptions) -> AppSettings {
        AppSettings(options: options, configuration: Configuration(), defaultSeed: 1)
    }

    @Test func theFirstInstanceOpensTheWatchlistsFileForWritingWithTheRememberedView() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stockwatch-store-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let paths = StoragePaths(dataDirectory: folder, configDirectory: folder, cacheDirectory: folder)
        let settings = settings(LaunchOptions())
        let store = try WatchlistStoreAssembly(settings: settings, paths: paths, catalog: try CatalogAssembly(settings: settings, cacheDirectory: folder))
        #expect(store.watchlists is FileWatchlistRepository)
        #expect(store.rememberedView != nil)
        #expect(!store.isReadOnly && !store.isSecondInstance)
        #expect(store.fileProblems.isEmpty)
    }

    @Test func theSyntheticMarketKeepsOneListOfItsStocksInMemory() throws {
        var options = LaunchOptions()
        options.diagnostics.syntheticWatchlist = 2
        let settings = settings(options)
        let paths = StoragePaths(dataDirectory: "/nonexistent/data", configDirectory: "/nonexistent/config", cacheDirectory: "/nonexistent/cache")
        let store = try WatchlistStoreAssembly(settings: settings, paths: paths, catalog: try CatalogAssembly(settings: settings, cacheDirectory: "/nonexistent"))
        #expect(store.watchlists is InMemoryWatchlistRepository)
        #expect(store.rememberedView == nil && !store.isReadOnly)
    }
}
