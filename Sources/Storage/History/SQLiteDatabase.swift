// One connection to an SQLite file: open in WAL mode with a busy timeout, run SQL, prepare statements.

import CSQLite
import Glibc

/// An open SQLite connection. Not thread-safe: its owner serialises every call.
final class SQLiteDatabase {
    private let handle: OpaquePointer

    /// Opens (creating when absent) the database at `path` in WAL mode, waiting up to `busyTimeoutMilliseconds`
    /// for another connection's lock before a call fails with `SQLITE_BUSY`.
    init(path: String, busyTimeoutMilliseconds: Int32) throws(SQLiteError) {
        var opened: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &opened, flags, nil)
        guard code == SQLITE_OK, let opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(opened)
            throw SQLiteError(code: code & 0xFF, message: message)
        }
        handle = opened
        sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
        try switchToWriteAheadLog(waitingUpTo: busyTimeoutMilliseconds)
    }

    /// Turns on WAL mode. Switching a new file's journal takes its lock without calling the busy
    /// handler, so while another instance switches the same file at once this retries every 5 ms, up to
    /// `milliseconds`, instead of failing with `SQLITE_BUSY` straight away.
    private func switchToWriteAheadLog(waitingUpTo milliseconds: Int32) throws(SQLiteError) {
        var waited: Int32 = 0
        while true {
            do {
                return try execute("PRAGMA journal_mode=WAL")
            } catch where error.code == SQLITE_BUSY && waited < milliseconds {
                usleep(5_000)
                waited += 5
            }
        }
    }

    deinit { sqlite3_close_v2(handle) }

    /// Runs `sql` (one or more statements, no results wanted).
    func execute(_ sql: String) throws(SQLiteError) {
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        guard code == SQLITE_OK else { throw error(code) }
    }

    /// Prepares `sql` for binding and stepping.
    func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard code == SQLITE_OK, let statement else { throw error(code) }
        return SQLiteStatement(handle: statement, database: handle)
    }

    /// Runs `body` inside one write transaction (BEGIN IMMEDIATE, so a second instance waits for the
    /// lock up front instead of failing half-way), committing when it returns and rolling back when it throws.
    func inTransaction(_ body: () throws(SQLiteError) -> Void) throws(SQLiteError) {
        try execute("BEGIN IMMEDIATE")
        do {
            try body()
            try execute("COMMIT")
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    private func error(_ code: Int32) -> SQLiteError {
        SQLiteError(code: code & 0xFF, message: String(cString: sqlite3_errmsg(handle)))
    }
}
