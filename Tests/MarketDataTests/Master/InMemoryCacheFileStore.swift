// A CacheFileStore in memory, with write times a test can set, for the catalog-refresh tests.

import Domain
import Foundation
import Reactive

/// Cached files by name; `replaceFile` stamps them with `now`.
final class InMemoryCacheFileStore: CacheFileStore {
    private let files = LockedState<[String: (bytes: [UInt8], writtenAt: Date)]>([:])
    private let now: Date

    init(now: Date) {
        self.now = now
    }

    func cachedFile(named name: String) throws -> (bytes: [UInt8], writtenAt: Date)? {
        files.withLock { $0[name] }
    }

    func replaceFile(named name: String, with bytes: [UInt8]) throws {
        files.withLock { $0[name] = (bytes, now) }
    }

    /// Puts `bytes` in the cache as if written at `writtenAt`.
    func seed(_ name: String, _ bytes: [UInt8], writtenAt: Date) {
        files.withLock { $0[name] = (bytes, writtenAt) }
    }
}
