// Tests of the public watchlists repository: its Singles, the read-only second instance, notices.

import Domain
import Reactive
import Storage
import Testing

@Suite struct FileWatchlistRepositoryTests {
    private let folder = TemporaryDirectory()
    private var paths: StoragePaths { StoragePaths(dataDirectory: folder.path, configDirectory: folder.path, cacheDirectory: folder.path) }
    private let lists = [Watchlist(id: WatchlistID("A"), name: "배당주", codes: ["033780", "017670"].compactMap(StockCode.init))]

    @Test func firstFetchGivesTheDefaultWatchlist() throws {
        let repository = try FileWatchlistRepository(paths: paths)
        let fetched = try repository.fetchWatchlists().outcome()
        #expect(fetched.map(\.name) == ["관심종목"])
        #expect(fetched.first?.codes.count == 5)
        #expect(!repository.isReadOnly)
        #expect(repository.notices == [])
    }

    @Test func savedListsAreFetchedBackAndSurviveReopening() throws {
        do {
            let repository = try FileWatchlistRepository(paths: paths)
            try repository.saveWatchlists(lists).outcome()
            #expect(try repository.fetchWatchlists().outcome() == lists)
        }
        #expect(try FileWatchlistRepository(paths: paths).fetchWatchlists().outcome() == lists)
    }

    @Test func nothingIsWrittenUntilTheSaveIsSubscribed() throws {
        let repository = try FileWatchlistRepository(paths: paths)
        let save = repository.saveWatchlists(lists)
        #expect(try repository.fetchWatchlists().outcome() != lists)
        try save.outcome()
        #expect(try repository.fetchWatchlists().outcome() == lists)
    }

    @Test func aSecondInstanceFailsSavesWithReadOnly() throws {
        let owner = try FileWatchlistRepository(paths: paths)
        try owner.saveWatchlists(lists).outcome()
        let second = try FileWatchlistRepository(paths: paths)
        #expect(second.isReadOnly)
        #expect(second.notices.count == 1)
        #expect(try second.fetchWatchlists().outcome() == lists)
        #expect(throws: WatchlistStoreError.readOnly) { try second.saveWatchlists([]).outcome() }
        #expect(try FileWatchlistRepository(paths: paths).fetchWatchlists().outcome() == lists, "the file is unchanged")
        _ = owner
    }

    @Test func aDamagedFileIsReportedInNotices() throws {
        try folder.write("{\"version\": 1, \"watchlists\": [{\"id\": 7}]}", to: "watchlists.json")
        let repository = try FileWatchlistRepository(paths: paths)
        #expect(repository.notices.count == 1)
        #expect(repository.notices.first?.contains("watchlists.json.damaged-") == true)
        #expect(try repository.fetchWatchlists().outcome().map(\.name) == ["관심종목"])
    }

    @Test func aFileThatIsNotJSONIsReportedWithWhereItBreaks() throws {
        try folder.write("{\"version\": 1,\n \"watchlists\": [}", to: "watchlists.json")
        let repository = try FileWatchlistRepository(paths: paths)
        #expect(repository.notices.first?.contains("it is not valid JSON (line 2, column 17: expected a value") == true)
    }
}
