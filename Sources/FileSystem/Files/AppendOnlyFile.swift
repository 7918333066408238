// Appends records to a file that is only ever added to: each one written whole and flushed to the disk.

import Glibc

/// A file written by appending only (a journal): never truncated, never rewritten. Each `append` opens
/// it (`O_APPEND`, created with `permissions`, a symbolic link refused), writes the record whole, `fsync`s
/// and closes, so a record acknowledged survives a crash or a power cut the moment after.
public struct AppendOnlyFile: Sendable {
    public let path: String
    public let permissions: mode_t

    /// The file at `path`, created with `permissions` (0600 by default: only its owner reads it).
    public init(path: String, permissions: mode_t = 0o600) {
        self.path = path
        self.permissions = permissions
    }

    /// Adds `bytes` at the end of the file and flushes them to the disk before returning.
    public func append(_ bytes: some Collection<UInt8>) throws(FileSystemError) {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW, permissions)
        guard descriptor >= 0 else { throw FileSystemError("open for appending", path: path) }
        defer { close(descriptor) }
        // A file first made by something else with wider permissions is narrowed to ours.
        guard fchmod(descriptor, permissions) == 0 else { throw FileSystemError("set the permissions of", path: path) }
        try AtomicFileWriter.writeAll(bytes, to: descriptor, path: path)
        guard fsync(descriptor) == 0 else { throw FileSystemError("flush", path: path) }
    }
}
