// One prepared SQLite statement: bind values, step through rows, read columns.

import CSQLite

/// A prepared statement of a `SQLiteDatabase`; finalised when released.
final class SQLiteStatement {
    private let handle: OpaquePointer
    private let database: OpaquePointer

    init(handle: OpaquePointer, database: OpaquePointer) {
        self.handle = handle
        self.database = database
    }

    deinit { sqlite3_finalize(handle) }

    /// Binds `value` to the 1-based parameter `index`.
    func bind(_ value: Int, at index: Int32) {
        sqlite3_bind_int64(handle, index, Int64(value))
    }

    /// Binds `text` (copied by SQLite) to the 1-based parameter `index`.
    func bind(_ text: String, at index: Int32) {
        _ = csqlite_bind_text(handle, index, text)
    }

    /// Advances to the next row: true when there is one, false when the statement is done.
    func step() throws(SQLiteError) -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let code: throw SQLiteError(code: code & 0xFF, message: String(cString: sqlite3_errmsg(database)))
        }
    }

    /// Clears the bindings' effect so the statement can run again.
    func reset() {
        sqlite3_reset(handle)
    }

    /// The integer in the 0-based column `index` of the current row.
    func int(at index: Int32) -> Int { Int(sqlite3_column_int64(handle, index)) }
}
