// The watchlists file opened by this process: the lock, the recovery at start, and atomic saves.

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
    /// True when the file was written by a newer StockWatch: it is shown but never written over.
    private let isNewerVersion: Bool
    /// The watchlists as last loaded or saved.
    private let current: LockedState<[Watchlist]>

    /// True when another instance owns the file or a newer StockWatch wrote it, so this one never writes it.
    var isReadOnly: Bool { lock == nil || isNewerVersion }

    /// The refusal every save meets while read-only.
    var readOnlyError: WatchlistStoreError { isNewerVersion ? .newerVersion : .readOnly }

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
        self.isNewerVersion = start.isNewerVersion
        self.notices = readOnlyNotice + start.notices
        self.current = LockedState(start.watchlists)
        if start.needsWrite { try save(start.watchlists) }
    }

    /// Where the file's contents lead at start.
    private struct StartingPoint {
        var watchlists: [Watchlist]
        var notices: [String] = []
        var needsWrite = false
        var isNewerVersion = false
    }

    /// What to start with given the file's contents (nil: no file yet). Only the owner (lock holder) sets
    /// a damaged file aside, migrates an older version (keeping a copy of it) and writes a fresh one; a
    /// read-only instance leaves the file as it is; a file of a newer version is never written.
    private static func startingPoint(
        from snapshot: FileSnapshot?, of file: String, isOwner: Bool, now: Date
    ) throws(WatchlistStoreError) -> StartingPoint {
        guard let snapshot else { return StartingPoint(watchlists: DefaultWatchlists.make(), needsWrite: isOwner) }
        let fresh = "\"\(DefaultWatchlists.firstName)\""
        let contents: WatchlistDocument.Contents
        do throws(WatchlistDocumentError) {
            contents = try WatchlistDocument.read(snapshot.bytes)
        } catch .unreadableNewerVersion(let version, _) {
            return StartingPoint(watchlists: DefaultWatchlists.make(), notices: [newerVersionNotice(file, version: version) + " Its lists could not be shown; showing \(fresh) for now."], isNewerVersion: true)
        } catch {
            guard isOwner else {
                return StartingPoint(watchlists: DefaultWatchlists.make(), notices: ["The watchlists file \(file) could not be read because \(error.reason). It was left untouched (the other StockWatch owns it); showing \(fresh) for now."])
            }
            let asidePath: String
            do throws(FileSystemError) {
                asidePath = try DamagedFileQuarantine.setAside(file, at: now)
            } catch let moveError {
                throw .io("\(file) could not be read because \(error.reason), and it could not be moved aside: \(moveError.message)")
            }
            return StartingPoint(watchlists: DefaultWatchlists.make(), notices: ["Your watchlists file could not be read because \(error.reason). It was kept as \(asidePath) and a new watchlist \(fresh) was started."], needsWrite: true)
        }
        if contents.version > WatchlistDocument.currentVersion {
            return StartingPoint(watchlists: contents.watchlists, notices: [newerVersionNotice(file, version: contents.version)], isNewerVersion: true)
        }
        guard contents.version < WatchlistDocument.currentVersion, isOwner else { return StartingPoint(watchlists: contents.watchlists) }
        return try migrated(contents, bytes: snapshot.bytes, of: file)
    }

    /// An older file's lists, to be written back in the current version; its bytes are first kept as
    /// `watchlists.json.version-N`, so an older StockWatch's file is never lost.
    private static func migrated(_ contents: WatchlistDocument.Contents, bytes: [UInt8], of file: String) throws(WatchlistStoreError) -> StartingPoint {
        let copy = "\(file).version-\(contents.version)"
        do throws(FileSystemError) {
            try AtomicFileWriter.write(bytes, to: copy)
        } catch {
            throw .io("\(file) is in the older format version \(contents.version) and could not be kept as \(copy) before updating it: \(error.message)")
        }
        return StartingPoint(watchlists: contents.watchlists, needsWrite: true)
    }

    private static func newerVersionNotice(_ file: String, version: Int) -> String {
        "The watchlists file \(file) was written by a newer StockWatch (format version \(version); this one reads up to version \(WatchlistDocument.currentVersion)), so it is read-only here and left untouched. Use the newer StockWatch to edit it."
    }

    /// The watchlists as last loaded or saved.
    func load() -> [Watchlist] {
        current.withLock { $0 }
    }

    /// Replaces the file's contents with `watchlists`, atomically.
    /// - Throws: `readOnlyError` when another instance owns the file or a newer one wrote it; `.io` when writing failed (the file then
    ///   still holds the previous complete version).
    func save(_ watchlists: [Watchlist]) throws(WatchlistStoreError) {
        guard !isReadOnly else { throw readOnlyError }
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
