// The crash test: a child saving in a loop is SIGKILLed at random moments; the file must always be whole.

import Dispatch
import Domain
import Foundation
import Glibc
import Storage
import Synchronization
import Testing

@Suite struct WatchlistCrashTests {
    private static let codes = ["005930", "000660", "035420", "035720", "005380", "000270", "068270", "105560", "247540"]
        .compactMap(StockCode.init)

    /// Version `number`: list count, names, sizes and codes all depend on it, so a torn or mixed file shows.
    private static func version(_ number: Int) -> [Watchlist] {
        (0 ... number % 4).map { list in
            Watchlist(
                id: WatchlistID("v\(number)-\(list)"),
                name: "버전 \(number)-\(list) " + String(repeating: "가", count: number % 5 == 0 ? 500 : list),
                codes: Array(codes.prefix((number * 3 + list) % (codes.count + 1)))
            )
        }
    }

    /// 100 kills in 4 lanes of 25 running side by side (each lane its own folder), to keep the test short.
    @Test func afterEachOf100KillsTheFileIsOneCompleteSavedVersion() throws {
        let stress = try ChildProcess.builtProduct("storage-stress")
        let folder = TemporaryDirectory()
        let versions = (0 ..< 24).map(Self.version)
        let versionsFile = folder.file("versions.json")
        try JSONEncoder().encode(versions).write(to: URL(fileURLWithPath: versionsFile))
        let lanes = 4, killsPerLane = 25
        let changes = Atomic(0)
        DispatchQueue.concurrentPerform(iterations: lanes) { lane in
            #expect(throws: Never.self) {
                let laneChanges = try Self.killRepeatedly(
                    killsPerLane, stress: stress, dataFolder: folder.file("lane\(lane)"), versionsFile: versionsFile, versions: versions
                )
                changes.add(laneChanges, ordering: .relaxed)
            }
        }
        #expect(changes.load(ordering: .relaxed) > 10, "the kills should land while the children are saving, moving through the versions")
    }

    /// Starts the child on `dataFolder` `kills` times, SIGKILLs it after a random 0–12 ms, and checks the
    /// file after each kill. Returns how many kills found a different version than the kill before.
    private static func killRepeatedly(
        _ kills: Int, stress: String, dataFolder: String, versionsFile: String, versions: [[Watchlist]]
    ) throws -> Int {
        let paths = StoragePaths(dataDirectory: dataFolder, configDirectory: dataFolder, cacheDirectory: dataFolder)
        try FileWatchlistRepository(paths: paths).saveWatchlists(versions[0]).outcome()
        var previous = 0
        var changes = 0
        for _ in 1 ... kills {
            let child = try ChildProcess(executable: stress, arguments: [dataFolder, versionsFile])
            try child.waitForLine("ready")
            usleep(UInt32.random(in: 0 ... 12_000))
            #expect(child.killAndWait() == SIGKILL, "the child died of something else than our SIGKILL")

            let repository = try FileWatchlistRepository(paths: paths)
            #expect(repository.notices == [], "the file was found damaged after a kill")
            let index = try #require(versions.firstIndex(of: try repository.fetchWatchlists().outcome()), "not one of the saved versions")
            if index != previous { changes += 1 }
            previous = index
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dataFolder).sorted() == ["watchlists.json", "watchlists.json.lock"])
        return changes
    }
}
