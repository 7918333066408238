// The watchlists' names for shell completion: read from the file in its order, and the file never changed.

import Domain
import Foundation
import Reactive
import Storage
import Testing

@Suite struct WatchlistNamesTests {
    private let folder = TemporaryDirectory()
    private var paths: StoragePaths { StoragePaths(dataDirectory: folder.path, configDirectory: folder.path, cacheDirectory: folder.path) }

    private func entries() -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()) ?? []
    }

    @Test func theNamesComeInTheFilesOrder() throws {
        let lists = [
            Watchlist(id: WatchlistID("A"), name: "배당주", codes: []),
            Watchlist(id: WatchlistID("B"), name: "미국 ETF", codes: []),
        ]
        do {
            let repository = try FileWatchlistRepository(paths: paths)
            try repository.saveWatchlists(lists).outcome()
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: paths.watchlistsFile))
        #expect(try WatchlistNames.read(paths) == ["배당주", "미국 ETF"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: paths.watchlistsFile)) == before)
    }

    @Test func withoutAFileItIsTheFirstStartsNameAndNothingIsWritten() throws {
        #expect(try WatchlistNames.read(paths) == ["관심종목"])
        #expect(entries().isEmpty)
    }

    /// A bad code made completion fail, as it made the app set the whole file aside.
    @Test func aFileWithBadEntriesGivesTheNamesTheAppShowsAndIsLeftAlone() throws {
        let file = #"{"version": 3, "watchlists": [{"id": "a", "name": "배당주", "codes": ["abc"]}, {"id": "b", "name": "배당주", "codes": []}]}"#
        try Data(file.utf8).write(to: URL(fileURLWithPath: paths.watchlistsFile))
        #expect(try WatchlistNames.read(paths) == ["배당주", "배당주 (2)"])
        #expect(try String(contentsOfFile: paths.watchlistsFile, encoding: .utf8) == file)
        #expect(entries() == ["watchlists.json"])
    }

    @Test func aDamagedFileIsNamedAndLeftWhereItIs() throws {
        try Data("{\"version\":".utf8).write(to: URL(fileURLWithPath: paths.watchlistsFile))
        #expect(throws: WatchlistStoreError.self) { try WatchlistNames.read(paths) }
        do {
            _ = try WatchlistNames.read(paths)
        } catch {
            #expect(error.message.contains(paths.watchlistsFile) && error.message.contains("not valid JSON"))
        }
        #expect(entries() == ["watchlists.json"])
    }
}
