// Reading a whole regular file together with its permission bits, from one open descriptor.

import FileSystem
import Glibc

/// A file's bytes and permission bits as read at one moment (both from the same open file, no race).
struct FileSnapshot: Sendable, Equatable {
    /// The whole contents.
    var bytes: [UInt8]
    /// The permission bits (`st_mode & 0o7777`), e.g. `0o600`.
    var permissions: mode_t

    /// The most bytes read from one file (config.json, watchlists.json, view.json, a cached download):
    /// far above what StockWatch writes, and a clear refusal instead of gigabytes read into memory.
    static let largestSize = 16 << 20

    /// Reads `path`; `nil` when there is no such file. Throws for anything else (unreadable, a folder,
    /// longer than `largest` bytes…).
    ///
    /// Only a regular file is read: the type is checked before opening (opening a FIFO for reading
    /// would wait for a writer forever, a device may never end), the open is non-blocking in case the
    /// path is swapped for a FIFO in between, and the open file's type is checked again.
    static func read(at path: String, largest: Int = largestSize) throws(FileSystemError) -> FileSnapshot? {
        var status = stat()
        guard stat(path, &status) == 0 else {
            if errno == ENOENT { return nil }
            throw FileSystemError("inspect", path: path)
        }
        try requireRegularFile(status, path: path)
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw FileSystemError("open", path: path)
        }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else { throw FileSystemError("inspect", path: path) }
        try requireRegularFile(status, path: path)
        try requireSize(atMost: largest, Int(status.st_size), path: path)
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
            // Still growing while read: refused as well.
            try requireSize(atMost: largest, bytes.count, path: path)
        }
        return FileSnapshot(bytes: bytes, permissions: status.st_mode & 0o7777)
    }

    private static func requireSize(atMost largest: Int, _ size: Int, path: String) throws(FileSystemError) {
        guard size > largest else { return }
        throw FileSystemError("read", path: path, reason: "it is larger than \(largest >> 20) MiB, far more than StockWatch ever writes there; move it away or replace it")
    }

    private static func requireRegularFile(_ status: stat, path: String) throws(FileSystemError) {
        let type = status.st_mode & S_IFMT
        guard type != S_IFREG else { return }
        throw FileSystemError("read", path: path, reason: "it is \(kindName(type)), not a regular file; remove it or put a regular file there")
    }

    /// What a non-regular file is, as a user would call it.
    private static func kindName(_ type: mode_t) -> String {
        switch type {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        default: "not a file"
        }
    }
}
