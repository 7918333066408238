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

    /// A data folder holding `watchlists` as watchlists.json, removed after `body`.
    private func withWatchlistsFile(_ watchlists: String, _ body: (StoragePaths) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stockwatch-store-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(watchlists.utf8).write(to: URL(fileURLWithPath: folder + "/watchlists.json"))
        try body(StoragePaths(dataDirectory: folder, configDirectory: folder, cacheDirectory: folder))
    }

    private func files(of paths: StoragePaths) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: paths.dataDirectory).sorted()
    }

    /// `--once` on a file it cannot read printed a new default list with exit status 0 and set the file aside.
    @Test func onceOnADamagedFileFailsWithTheReasonAndLeavesTheFile() throws {
        try withWatchlistsFile("garbage") { paths in
            let settings = settings(LaunchOptions(once: .table))
            let catalog = try CatalogAssembly(settings: settings, cacheDirectory: paths.cacheDirectory)
            let refusal: LaunchError? = #expect(throws: LaunchError.self) {
                try WatchlistStoreAssembly(settings: settings, paths: paths, catalog: catalog)
            }
            let error = try #require(refusal)
            #expect(error.exitCode == 1)
            #expect(error.message.contains("could not be read because it is not valid JSON"))
            #expect(try String(contentsOfFile: paths.watchlistsFile, encoding: .utf8) == "garbage")
            #expect(try files(of: paths) == ["watchlists.json", "watchlists.json.lock"])
        }
    }

    @Test func onceOnAFileWithABadCodeShowsTheRestSaysWhatWasLeftOutAndWritesNothing() throws {
        let file = #"{"version": 3, "watchlists": [{"id": "A", "name": "x", "codes": ["005930", "abc", "005930"]}]}"#
        try withWatchlistsFile(file) { paths in
            let settings = settings(LaunchOptions(once: .table))
            let store = try WatchlistStoreAssembly(settings: settings, paths: paths, catalog: try CatalogAssembly(settings: settings, cacheDirectory: paths.cacheDirectory))
            #expect(store.fileProblems.count == 1)
            #expect(store.fileProblems.first?.contains("\"abc\", which is not a stock code (the code left out)") == true)
            #expect(store.fileProblems.first?.hasSuffix("The file was left untouched (this run only reads files).") == true)
            #expect(try String(contentsOfFile: paths.watchlistsFile, encoding: .utf8) == file)
            #expect(try files(of: paths) == ["watchlists.json", "watchlists.json.lock"])
        }
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
