// The one error type of the project's POSIX file operations, with a message a user can act on.

import Glibc

/// A failed file-system call: which operation, on which path, and the system's reason (errno).
public struct FileSystemError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What we were doing, phrased as a verb for the message ("create the folder", "write", "rename").
    public let operation: String
    /// The path the operation was about.
    public let path: String
    /// The `errno` the system reported.
    public let code: Int32
    /// Our own reason when no system call failed (a FIFO where a file should be), instead of `code`'s text.
    public let reason: String?

    /// Captures the current `errno` for a failed `operation` on `path`.
    public init(_ operation: String, path: String, code: Int32 = errno) {
        self.operation = operation
        self.path = path
        self.code = code
        self.reason = nil
    }

    /// A refusal of `operation` on `path` for `reason`, found by StockWatch rather than by the system.
    public init(_ operation: String, path: String, reason: String) {
        self.operation = operation
        self.path = path
        self.code = 0
        self.reason = reason
    }

    /// For example: "Could not write /home/me/.local/share/stockwatch/watchlists.json: No space left on device".
    public var message: String {
        "Could not \(operation) \(path): \(reason ?? String(cString: strerror(code)))"
    }

    public var description: String { message }
}
