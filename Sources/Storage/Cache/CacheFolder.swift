// The cache folder ($XDG_CACHE_HOME/stockwatch) as a CacheFileStore: snapshots to read, atomic writes to replace.

import Domain
import FileSystem
import FoundationEssentials
import Glibc

/// Cached downloads under one folder, each written with `AtomicFileWriter` (mode 0644: nothing secret).
public final class CacheFolder: CacheFileStore {
    /// The folder, e.g. `StoragePaths.cacheDirectory`.
    public let directory: String

    public init(directory: String) {
        self.directory = directory
    }

    public func cachedFile(named name: String) throws -> (bytes: [UInt8], writtenAt: Date)? {
        let path = directory + "/" + name
        guard let snapshot = try FileSnapshot.read(at: path) else { return nil }
        var status = stat()
        guard stat(path, &status) == 0 else { throw FileSystemError("inspect", path: path) }
        let seconds = Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
        return (snapshot.bytes, Date(timeIntervalSince1970: seconds))
    }

    public func replaceFile(named name: String, with bytes: [UInt8]) throws {
        try Directory.create(at: directory)
        try AtomicFileWriter.write(bytes, to: directory + "/" + name, permissions: 0o644)
    }
}
