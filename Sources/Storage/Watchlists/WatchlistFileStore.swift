// The watchlists file opened by this process: the lock, the recovery at start, and atomic saves.

import FileSystem
import Reactive
import Domain
import FoundationEssentials
import Glibc

/// `watchlists.json` as this process sees it: opened once (taking the writer's lock if it is free,
/// setting a damaged file aside, creating the first-run list) and then saved atomically on each change.
///
/// Synchronous and thread-safe: saves are serialised by a mutex, and the lock on the file is held for
/// the life of this object (in practice, the process).
final class WatchlistFileStore: Sendable {
    /// Where the file lives.
    let paths: StoragePaths
    /// Messages for the user from opening (damaged file set aside, read-only), already phrased.
    let notices: [String]
    /// The writer's lock, or nil when another instance holds it (then every save is refused).
    private let lock: AdvisoryFileLock?
    /// The watchlists as last loaded or saved.
    private let current: LockedState<[Watchlist]>

    /// True when another instance owns the file, so this one never writes it.
    var isReadOnly: Bool { lock == nil }

    /// Opens the file under `paths`, creating its folder; `now` names a damaged file set aside.
    /// - Throws: `WatchlistStoreError.io` when the folder or file cannot be used at all.
    init(paths: StoragePaths, now: Date = Date()) throws(WatchlistStoreError) {
        self.paths = paths
        let file = paths.watchlistsFile
        let lock: AdvisoryFileLock?
        let snapshot: FileSnapshot?
        do throws(FileSystemError) {
            try Directory.create(at: paths.dataDirectory)
            lock = try AdvisoryFileLock.acquire(at: paths.watchlistsLockFile)
            if lock != nil { Self.removeLeftoverTemporaryFiles(beside: file) }
            snapshot = try FileSnapshot.read(at: file)
        } catch {
            throw .io(error.message)
        }
        let start = try Self.startingPoint(from: snapshot, of: file, isOwner: lock != nil, now: now)
        let readOnlyNotice = lock != nil ? [] : [
            "Another StockWatch is already using \(file), so these watchlists are read-only here: changes will not be saved. Close the other StockWatch to edit them.",
        ]
        self.lock = lock
        self.notices = readOnlyNotice + start.notices
        self.current = LockedState(start.watchlists)
        if start.needsWrite { try save(start.watchlists) }
    }

    /// What to start with given the file's contents (nil: no file yet). Only the owner (lock holder) sets
    /// a damaged file aside and writes a fresh one; a read-only instance leaves the file as it is.
    private static func startingPoint(
        from snapshot: FileSnapshot?, of file: String, isOwner: Bool, now: Date
    ) throws(WatchlistStoreError) -> (watchlists: [Watchlist], notices: [String], needsWrite: Bool) {
        guard let snapshot else { return (DefaultWatchlists.make(), [], isOwner) }
        let problem: WatchlistDocumentError
        do throws(WatchlistDocumentError) {
            return (try WatchlistDocument.decode(snapshot.bytes), [], false)
        } catch {
            problem = error
        }
        let fresh = "\"\(DefaultWatchlists.firstName)\""
        guard isOwner else {
            return (DefaultWatchlists.make(), ["The watchlists file \(file) could not be read because \(problem.reason). It was left untouched (the other StockWatch owns it); showing \(fresh) for now."], false)
        }
        let asidePath: String
        do throws(FileSystemError) {
            asidePath = try DamagedFileQuarantine.setAside(file, at: now)
        } catch {
            throw .io("\(file) could not be read because \(problem.reason), and it could not be moved aside: \(error.message)")
        }
        return (DefaultWatchlists.make(), ["Your watchlists file could not be read because \(problem.reason). It was kept as \(asidePath) and a new watchlist \(fresh) was started."], true)
    }

    /// The watchlists as last loaded or saved.
    func load() -> [Watchlist] {
        current.withLock { $0 }
    }

    /// Replaces the file's contents with `watchlists`, atomically.
    /// - Throws: `.readOnly` when another instance owns the file; `.io` when writing failed (the file then
    ///   still holds the previous complete version).
    func save(_ watchlists: [Watchlist]) throws(WatchlistStoreError) {
        guard lock != nil else { throw .readOnly }
        let bytes: [UInt8]
        do throws(WatchlistDocumentError) {
            bytes = try WatchlistDocument.encode(watchlists)
            _ = try WatchlistDocument.decode(bytes)
        } catch {
            throw .io("the watchlists were not saved because \(error.reason).")
        }
        try current.withLock { (stored: inout [Watchlist]) throws(WatchlistStoreError) in
            do throws(FileSystemError) {
                try AtomicFileWriter.write(bytes, to: paths.watchlistsFile)
            } catch {
                throw .io(error.message)
            }
            stored = watchlists
        }
    }

    /// Deletes temp files an earlier process left when it died mid-save (only the lock holder may).
    private static func removeLeftoverTemporaryFiles(beside file: String) {
        let prefix = AtomicFileWriter.temporaryPrefix(for: file)
        let folder = Directory.parent(of: file)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names where (folder + "/" + name).hasPrefix(prefix) {
            unlink(folder + "/" + name)
        }
    }
}
