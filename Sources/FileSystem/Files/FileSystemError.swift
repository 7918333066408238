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

    /// Captures the current `errno` for a failed `operation` on `path`.
    public init(_ operation: String, path: String, code: Int32 = errno) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    /// For example: "Could not write /home/me/.local/share/stockwatch/watchlists.json: No space left on device".
    public var message: String {
        "Could not \(operation) \(path): \(String(cString: strerror(code)))"
    }

    public var description: String { message }
}
