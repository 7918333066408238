// Multi-threaded tests of the watchlists file (also run under ThreadSanitizer by `make tsan`).

import Dispatch
import Domain
@testable import Storage
import Synchronization
import Testing

@Suite struct WatchlistFileStoreConcurrencyTests {
    private let folder = TemporaryDirectory()

    /// Version `number`: lists whose names, sizes and codes all depend on the number, so a mix is visible
    /// (each named apart: a file never holds two lists of one name).
    private static func version(_ number: Int) -> [Watchlist] {
        let codes = ["005930", "000660", "035420", "035720", "005380", "000270", "068270", "105560"].compactMap(StockCode.init)
        return (0 ... number % 3).map { list in
            Watchlist(id: WatchlistID("\(number)-\(list)"), name: "v\(number)-\(list)", codes: Array(codes.prefix((number + list) % codes.count)))
        }
    }

    @Test func concurrentSavesAreSerialisedAndReadersOnlySeeCompleteVersions() throws {
        let paths = StoragePaths(dataDirectory: folder.path, configDirectory: folder.path, cacheDirectory: folder.path)
        let store = try WatchlistFileStore(paths: paths)
        try store.save(Self.version(0))
        let writers = 4, savesPerWriter = 5
        let valid = (0 ... writers * savesPerWriter).map(Self.version)
        let finishedWriters = Atomic(0)
        DispatchQueue.concurrentPerform(iterations: writers + 1) { worker in
            if worker == writers {
                repeat {
                    let bytes = (try? FileSnapshot.read(at: paths.watchlistsFile))??.bytes ?? []
                    let seen = try? WatchlistDocument.decode(bytes)
                    #expect(seen.map(valid.contains) == true, "a reader saw a partial or mixed file")
                } while finishedWriters.load(ordering: .acquiring) < writers
            } else {
                for save in 1 ... savesPerWriter {
                    #expect(throws: Never.self) { try store.save(Self.version(worker * savesPerWriter + save)) }
                }
                finishedWriters.add(1, ordering: .releasing)
            }
        }
        let final = try WatchlistDocument.decode(try #require(try FileSnapshot.read(at: paths.watchlistsFile)).bytes)
        #expect(final == store.load())
        #expect(valid.contains(final))
        #expect(try folder.names() == ["watchlists.json", "watchlists.json.lock"])
    }
}
