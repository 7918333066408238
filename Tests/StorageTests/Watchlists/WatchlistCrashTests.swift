// The crash test: a child saving in a loop is SIGKILLed at seeded random moments; the file must always be
// whole, lots, sales and alerts included.

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

    /// Version `number`: list count, names, sizes, codes, lots, sales and alerts all depend on it, so a torn
    /// or mixed file shows.
    private static func version(_ number: Int) -> [Watchlist] {
        (0 ... number % 4).map { list in
            let listed = Array(codes.prefix((number * 3 + list) % (codes.count + 1)))
            return Watchlist(
                id: WatchlistID("v\(number)-\(list)"),
                name: "버전 \(number)-\(list) " + String(repeating: "가", count: number % 5 == 0 ? 500 : list),
                codes: listed,
                positions: listed.prefix(number % 3 + 1).enumerated().map { index, code in position(code, number: number + index) },
                alerts: listed.prefix(number % 2 + 1).enumerated().map { index, code in
                    PriceAlert(id: PriceAlertID(index + 1), code: code, condition: .atOrAbove(70_000 + 500 * number))
                }
            )
        }
    }

    /// A position of `code` with `number % 4 + 1` lots and, for odd numbers, a sale booked out of them.
    private static func position(_ code: StockCode, number: Int) -> Position {
        var position = Position(code: code, lots: (0 ... number % 4).map { PositionLot(quantity: 10 + $0, price: 60_000 + 100 * number) })
        if number % 2 == 1, let sale = try? position.sale(quantity: 5, price: 65_000 + 100 * number, date: TradeDate("2026-12-01"),
                                                          costs: TradingCosts(commissionPerMillion: 150, taxPerMillion: 2_000)) {
            position.sales.append(sale)
        }
        return position
    }

    /// The seed of the kill moments: `STOCKWATCH_CRASH_SEED` when set (to replay a failed run's moments),
    /// else a fresh one. Printed by the test and named in each failure.
    private static let seed: UInt64 = ProcessInfo.processInfo.environment["STOCKWATCH_CRASH_SEED"].flatMap { UInt64($0) }
        ?? UInt64.random(in: 0 ... UInt64.max)

    /// Microseconds between the child's first save and kill `kill` of lane `lane`: 0–12 ms, the same for
    /// the same seed (a SplitMix64 step on the seed and the kill's number).
    static func killDelay(seed: UInt64, lane: Int, kill: Int) -> UInt32 {
        var mixed = seed &+ UInt64(lane * 1_000 + kill) &* 0x9E37_79B9_7F4A_7C15
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return UInt32((mixed ^ (mixed >> 31)) % 12_001)
    }

    @Test func killMomentsAreFixedByTheSeedAndSpreadOverTheWindow() {
        let moments = (1 ... 10).map { Self.killDelay(seed: 42, lane: 3, kill: $0) }
        #expect(moments == (1 ... 10).map { Self.killDelay(seed: 42, lane: 3, kill: $0) })
        #expect(moments != (1 ... 10).map { Self.killDelay(seed: 43, lane: 3, kill: $0) })
        #expect(moments.allSatisfy { $0 <= 12_000 })
        #expect(Set(moments).count > 5, "spread, not one moment: \(moments)")
    }

    /// 100 kills in 10 lanes of 10 running side by side (each lane its own folder), to keep the test short.
    @Test func afterEachOf100KillsTheFileIsOneCompleteSavedVersion() throws {
        let seed = Self.seed
        print("WatchlistCrashTests: kill moments of seed \(seed); STOCKWATCH_CRASH_SEED=\(seed) replays them")
        let stress = try ChildProcess.builtProduct("storage-stress")
        let folder = TemporaryDirectory()
        let versions = (0 ..< 64).map(Self.version)
        #expect(versions.contains { $0.contains { $0.positions.contains { !$0.sales.isEmpty } && !$0.alerts.isEmpty } }, "the versions hold sales and alerts")
        let versionsFile = folder.file("versions.json")
        try JSONEncoder().encode(versions).write(to: URL(fileURLWithPath: versionsFile))
        let lanes = 10, killsPerLane = 10
        let outcomes = Mutex<[String]>([])
        let finished = DispatchGroup()
        for lane in 0 ..< lanes {
            finished.enter()
            // A thread per lane, not GCD's pool: the lanes mostly wait (spawn, fsync), and GCD would run only one per core.
            Thread {
                let outcome: String
                do {
                    try Self.killRepeatedly(
                        killsPerLane, after: { Self.killDelay(seed: seed, lane: lane, kill: $0) },
                        stress: stress, dataFolder: folder.file("lane\(lane)"), versionsFile: versionsFile, versions: versions
                    )
                    outcome = "lane \(lane): \(killsPerLane) kills, file whole every time"
                } catch {
                    outcome = "lane \(lane) (seed \(seed)): \(error)"
                }
                outcomes.withLock { $0.append(outcome) }
                finished.leave()
            }.start()
        }
        finished.wait()
        for outcome in outcomes.withLock({ $0 }) {
            #expect(outcome.hasSuffix("file whole every time"), "\(outcome)")
        }
        #expect(outcomes.withLock(\.count) == lanes)
    }

    /// Starts the child on `dataFolder` `kills` times, SIGKILLs it `delay(kill)` µs (0–12 ms) after its first
    /// save (so mid-way through a later one, or between two), and checks the file after each kill: one of the
    /// versions, not damaged, and not the one from before (the child's first save did complete).
    /// - Throws: `CrashTestFailure` describing the first kill after which the file was not whole.
    private static func killRepeatedly(
        _ kills: Int, after delay: (Int) -> UInt32, stress: String, dataFolder: String, versionsFile: String, versions: [[Watchlist]]
    ) throws {
        let paths = StoragePaths(dataDirectory: dataFolder, configDirectory: dataFolder, cacheDirectory: dataFolder)
        try openAsOwner(paths).saveWatchlists(versions[0]).outcome()
        var previous = 0
        for kill in 1 ... kills {
            let child = try ChildProcess(executable: stress, arguments: [dataFolder, versionsFile])
            try child.waitForLine("saving")
            usleep(delay(kill))
            let signal = child.killAndWait()
            guard signal == SIGKILL else { throw CrashTestFailure("kill \(kill): the child ended by \(signal.map { "signal \($0)" } ?? "itself"), not our SIGKILL") }

            let repository = try openAsOwner(paths)
            guard repository.notices.isEmpty else { throw CrashTestFailure("kill \(kill): \(repository.notices)") }
            guard let index = versions.firstIndex(of: try repository.fetchWatchlists().outcome()) else {
                throw CrashTestFailure("kill \(kill): the file holds none of the saved versions")
            }
            guard index != previous else { throw CrashTestFailure("kill \(kill): the child's completed first save was lost") }
            previous = index
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: dataFolder).sorted()
        guard names == ["watchlists.json", "watchlists.json.lock"] else { throw CrashTestFailure("files left in the folder: \(names)") }
    }
}

/// Opens the watchlists as their owner, retrying for up to 3 s: a child another lane is spawning holds
/// copies of this process's descriptors (an earlier lock included) until it calls exec.
private func openAsOwner(_ paths: StoragePaths) throws -> FileWatchlistRepository {
    let deadline = Date().addingTimeInterval(3)
    while true {
        let repository = try FileWatchlistRepository(paths: paths)
        if !repository.isReadOnly { return repository }
        guard Date() < deadline else { throw CrashTestFailure("the lock on \(paths.dataDirectory) stayed taken") }
        usleep(1_000)
    }
}

/// What went wrong in one lane of the crash test.
private struct CrashTestFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
