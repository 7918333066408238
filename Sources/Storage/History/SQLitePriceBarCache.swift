// The chart history cache in one SQLite file (WAL mode), shared safely by every running instance.

import CSQLite
import Domain
import FileSystem
import FoundationEssentials
import Glibc
import Reactive

/// Bars keyed by (code, interval, start) in `history.sqlite` under the cache folder.
///
/// WAL mode lets one instance read while another writes; writes take the lock up front (BEGIN
/// IMMEDIATE) and wait up to the busy timeout for another instance. A file that is damaged (not a
/// database, corrupt pages) or stays locked past the timeout (a hung process) is set aside as
/// `history.sqlite.damaged-<time>` and a fresh cache is built: the bars are only a copy of the
/// exchange's, so nothing is lost but a refetch, and the user gets a notice instead of a crash.
public final class SQLitePriceBarCache: PriceBarCache {
    /// The database file.
    public let path: String
    private let busyTimeoutMilliseconds: Int32
    private let now: @Sendable () -> Date
    private let state = LockedState(State())

    /// The open connection (opened on first use) and the notices not yet taken.
    private struct State {
        var database: SQLiteDatabase?
        var notices: [String] = []
    }

    private static let schema = """
        CREATE TABLE IF NOT EXISTS bars (
            code TEXT NOT NULL, interval INTEGER NOT NULL, start INTEGER NOT NULL,
            open INTEGER NOT NULL, high INTEGER NOT NULL, low INTEGER NOT NULL, close INTEGER NOT NULL,
            volume INTEGER NOT NULL,
            PRIMARY KEY (code, interval, start)
        ) WITHOUT ROWID
        """

    /// Uses the database at `path` (created with its folder when absent). `now` dates the names of files set aside.
    public init(path: String, busyTimeoutMilliseconds: Int32 = 2_000, now: @escaping @Sendable () -> Date = { Date() }) {
        self.path = path
        self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
        self.now = now
    }

    public func bars(for code: StockCode, interval: BarInterval, from: Date, through: Date) throws(PriceBarCacheError) -> [PriceBar] {
        try withDatabase { database throws(SQLiteError) in
            let query = try database.prepare(
                "SELECT start, open, high, low, close, volume FROM bars WHERE code = ?1 AND interval = ?2 AND start BETWEEN ?3 AND ?4 ORDER BY start"
            )
            query.bind(code.rawValue, at: 1)
            query.bind(interval.rawValue, at: 2)
            query.bind(Int(from.timeIntervalSince1970.rounded(.down)), at: 3)
            query.bind(Int(through.timeIntervalSince1970.rounded(.down)), at: 4)
            var bars: [PriceBar] = []
            while try query.step() {
                let bar = PriceBar(
                    start: Date(timeIntervalSince1970: TimeInterval(query.int(at: 0))),
                    open: query.int(at: 1), high: query.int(at: 2), low: query.int(at: 3), close: query.int(at: 4),
                    volume: query.int(at: 5)
                )
                // A row no exchange could have written (a damaged or edited cache) is left out, as if missing.
                if MarketLimits.admits(bar) { bars.append(bar) }
            }
            return bars
        }
    }

    public func store(_ bars: [PriceBar], for code: StockCode, interval: BarInterval) throws(PriceBarCacheError) {
        guard !bars.isEmpty else { return }
        try withDatabase { database throws(SQLiteError) in
            try database.inTransaction { () throws(SQLiteError) in
                let insert = try database.prepare("INSERT OR REPLACE INTO bars VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)")
                for bar in bars {
                    insert.bind(code.rawValue, at: 1)
                    insert.bind(interval.rawValue, at: 2)
                    insert.bind(Int(bar.start.timeIntervalSince1970.rounded(.down)), at: 3)
                    insert.bind(bar.open, at: 4)
                    insert.bind(bar.high, at: 5)
                    insert.bind(bar.low, at: 6)
                    insert.bind(bar.close, at: 7)
                    insert.bind(bar.volume, at: 8)
                    _ = try insert.step()
                    insert.reset()
                }
            }
        }
    }

    public func takeNotices() -> [String] {
        state.withLock { state in
            defer { state.notices = [] }
            return state.notices
        }
    }

    /// Runs `body` on the open database. When the file proves damaged or stays locked, sets it aside,
    /// rebuilds and runs `body` once more; any other failure (or a second one) is `.unavailable`.
    private func withDatabase<Result>(_ body: (SQLiteDatabase) throws(SQLiteError) -> Result) throws(PriceBarCacheError) -> Result {
        try state.withLock { state throws(PriceBarCacheError) in
            let first: SQLiteError
            do throws(SQLiteError) {
                return try body(try openedDatabase(&state))
            } catch {
                first = error
            }
            state.database = nil
            guard first.isDamage || first.isLocked else { throw .unavailable(reason: first.message) }
            let aside: String
            do throws(FileSystemError) {
                aside = try setAside()
            } catch {
                throw .unavailable(reason: error.message)
            }
            let reason = first.isLocked ? "locked by another program for over \(busyTimeoutMilliseconds) ms" : "damaged (\(first.message))"
            state.notices.append("The chart cache was \(reason); it was set aside as \(aside) and rebuilt.")
            do throws(SQLiteError) {
                return try body(try openedDatabase(&state))
            } catch {
                state.database = nil
                throw .unavailable(reason: error.message)
            }
        }
    }

    /// The connection, opened (folder, WAL, schema) when there is none yet.
    private func openedDatabase(_ state: inout State) throws(SQLiteError) -> SQLiteDatabase {
        if let database = state.database { return database }
        do {
            try Directory.create(at: Directory.parent(of: path))
        } catch {
            throw SQLiteError(code: SQLITE_CANTOPEN, message: error.message)
        }
        let database = try SQLiteDatabase(path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
        try database.execute(Self.schema)
        state.database = database
        return database
    }

    /// Moves the database and its write-ahead log aside (the shared-memory index is only rebuilt) and
    /// returns the database's new path.
    private func setAside() throws(FileSystemError) -> String {
        let moved = try DamagedFileQuarantine.setAside(path, at: now())
        if access(path + "-wal", F_OK) == 0 {
            _ = try DamagedFileQuarantine.setAside(path + "-wal", at: now())
        }
        unlink(path + "-shm")
        return moved
    }
}
