// A failed SQLite call: its result code and message, and whether the file itself is bad.

import CSQLite

/// What SQLite answered when a call failed.
struct SQLiteError: Error, Equatable {
    /// The primary result code (e.g. `SQLITE_CORRUPT`, `SQLITE_BUSY`).
    let code: Int32
    /// SQLite's own message.
    let message: String

    /// True when the file is not a usable database (damaged, not SQLite at all): set it aside and rebuild.
    var isDamage: Bool { code == SQLITE_CORRUPT || code == SQLITE_NOTADB }

    /// True when another connection held the database past the busy timeout.
    var isLocked: Bool { code == SQLITE_BUSY || code == SQLITE_LOCKED }
}
