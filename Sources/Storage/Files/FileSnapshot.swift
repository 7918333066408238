// Reading a whole regular file together with its permission bits, from one open descriptor.

import FileSystem
import Glibc

/// A file's bytes and permission bits as read at one moment (both from the same open file, no race).
struct FileSnapshot: Sendable, Equatable {
    /// The whole contents.
    var bytes: [UInt8]
    /// The permission bits (`st_mode & 0o7777`), e.g. `0o600`.
    var permissions: mode_t

    /// Reads `path`; `nil` when there is no such file. Throws for anything else (unreadable, a folder…).
    static func read(at path: String) throws(FileSystemError) -> FileSnapshot? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw FileSystemError("open", path: path)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw FileSystemError("inspect", path: path) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw FileSystemError("read", path: path, code: EISDIR) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileSystemError("read", path: path)
            }
            bytes += chunk[..<count]
        }
        return FileSnapshot(bytes: bytes, permissions: status.st_mode & 0o7777)
    }
}
