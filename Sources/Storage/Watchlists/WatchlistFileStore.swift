// The watchlists file opened by this process: the lock, the recovery at start, and atomic saves.

import FileSystem
import Reactive
import Domain
import FoundationEssentials
import Glibc

/// `watchlists.json` as this process sees it: opened once (taking the writer's lock if it is free,
/// setting a damaged file aside, saving a repaired one after keeping the original, creating the
/// first-run list) and then saved atomically on each change.
///
/// It opens read-only, telling the user why, when another instance holds the lock or when the folder
/// cannot be written at all (a read-only file system, no write permission): the watchlists are still
/// shown and `--once` still prints, only saving is refused.
///
/// Synchronous and thread-safe: saves are serialised by a mutex, and the lock on the file is held for
/// the life of this object (in practice, the process).
final class WatchlistFileStore: Sendable {
    /// Where the file lives.
    let paths: StoragePaths
    /// Messages for the user from opening (damaged file set aside, bad entries left out, read-only), already phrased.
    var notices: [String] { (readOnlyReason.map { [$0.notice(for: paths.watchlistsFile)] } ?? []) + damageNotices }
    /// What opening found wrong with the file itself (a damaged file set aside or left alone, bad
    /// entries left out): worth repeating on standard error, unlike the read-only notice.
    let damageNotices: [String]
    /// The writer's lock, or nil when this instance may not write (then every save is refused).
    private let lock: AdvisoryFileLock?
    /// Why this instance may not write, nil when it holds the lock.
    private let readOnlyReason: ReadOnlyReason?
    /// True when the file was written by a newer StockWatch: it is shown but never written over.
    private let isNewerVersion: Bool
    /// The watchlists as last loaded or saved.
    private let current: LockedState<[Watchlist]>

    /// True when another instance owns the file, the folder cannot be written or a newer StockWatch wrote
    /// the file, so this one never writes it.
    var isReadOnly: Bool { lock == nil || isNewerVersion }

    /// The error a save gets while read-only, saying why (`.readOnly` for another instance).
    var readOnlyRefusal: WatchlistStoreError {
        isNewerVersion ? .newerVersion : readOnlyReason?.saveRefusal ?? .readOnly
    }

    /// Takes the writer's lock on a lock file: `nil` when another holder has it; throws when the lock file
    /// cannot be opened. `AdvisoryFileLock.acquire` outside tests, which inject an open failure here.
    typealias LockAcquisition = @Sendable (String) throws(FileSystemError) -> AdvisoryFileLock?

    /// Opens the file under `paths`, creating its folder; `now` names a damaged file set aside. With
    /// `writesAtOpen` false (a run that only reads, `--once`) opening writes nothing — no first-run file,
    /// migration, repaired file or damaged file set aside — and a file that cannot be read at all throws.
    /// - Throws: `WatchlistStoreError.io` when the folder or file cannot be used at all.
    init(
        paths: StoragePaths,
        now: Date = Date(),
        writesAtOpen: Bool = true,
        acquireLock: LockAcquisition = { path throws(FileSystemError) in try AdvisoryFileLock.acquire(at: path) }
    ) throws(WatchlistStoreError) {
        self.paths = paths
        let file = paths.watchlistsFile
        let lock: AdvisoryFileLock?
        let readOnlyReason: ReadOnlyReason?
        let snapshot: FileSnapshot?
        do throws(FileSystemError) {
            let access = try Self.writeAccess(paths, acquireLock: acquireLock)
            lock = access.lock
            readOnlyReason = access.readOnlyReason
            if lock != nil, writesAtOpen { Self.removeLeftoverTemporaryFiles(beside: file) }
            snapshot = try FileSnapshot.read(at: file)
        } catch {
            throw .io(error.message)
        }
        let opening = Opening(file: file, readOnlyReason: readOnlyReason, onlyReads: !writesAtOpen, now: now)
        let start = try Self.startingPoint(from: snapshot, opening: opening)
        self.lock = lock
        self.readOnlyReason = readOnlyReason
        self.isNewerVersion = start.isNewerVersion
        self.damageNotices = start.notices
        self.current = LockedState(start.watchlists)
        if start.needsWrite { try save(start.watchlists) }
    }

    /// Creates the folder and takes the lock; a folder or lock file the system will not let us write
    /// (`EROFS`, `EACCES`, `EPERM`) means read-only, not failure, since the watchlists can still be read.
    private static func writeAccess(
        _ paths: StoragePaths, acquireLock: LockAcquisition
    ) throws(FileSystemError) -> (lock: AdvisoryFileLock?, readOnlyReason: ReadOnlyReason?) {
        do throws(FileSystemError) {
            try Directory.create(at: paths.dataDirectory)
            guard let lock = try acquireLock(paths.watchlistsLockFile) else { return (nil, .anotherInstance) }
            return (lock, nil)
        } catch {
            guard [EROFS, EACCES, EPERM].contains(error.code) else { throw error }
            return (nil, .notWritable(error))
        }
    }

    /// Where the file's contents lead at start.
    private struct StartingPoint {
        var watchlists: [Watchlist]
        var notices: [String] = []
        var needsWrite = false
        var isNewerVersion = false
    }

    /// How this instance opens the file.
    private struct Opening {
        let file: String
        /// Why it may not write, nil for the lock holder.
        let readOnlyReason: ReadOnlyReason?
        /// The run only reads (`--once`): opening writes nothing, and a file it cannot read is an error.
        let onlyReads: Bool
        /// Dates a damaged file set aside or kept.
        let now: Date

        /// Whether opening may write: the lock holder, unless the run only reads.
        var writes: Bool { readOnlyReason == nil && !onlyReads }

        /// The end of "It was left untouched (…)" when opening may not write.
        var whyUntouched: String { onlyReads ? "this run only reads files" : readOnlyReason?.whyUntouched ?? "" }
    }

    /// What to start with given the file's contents (nil: no file yet). Only an opening that writes sets
    /// a damaged file aside, saves a repaired one (keeping the original), migrates an older version
    /// (keeping a copy of it) and writes a fresh one; a read-only instance leaves the file as it is; a
    /// file of a newer version is never written. A run that only reads refuses a file it cannot read.
    private static func startingPoint(from snapshot: FileSnapshot?, opening: Opening) throws(WatchlistStoreError) -> StartingPoint {
        let file = opening.file
        guard let snapshot else { return StartingPoint(watchlists: DefaultWatchlists.make(), needsWrite: opening.writes) }
        let fresh = "\"\(DefaultWatchlists.firstName)\""
        let contents: WatchlistDocument.Contents
        do throws(WatchlistDocumentError) {
            contents = try WatchlistDocument.read(snapshot.bytes)
        } catch .unreadableNewerVersion(let version, _) {
            return StartingPoint(watchlists: DefaultWatchlists.make(), notices: [newerVersionNotice(file, version: version) + " Its lists could not be shown; showing \(fresh) for now."], isNewerVersion: true)
        } catch {
            if opening.onlyReads {
                throw .io("\(file) could not be read because \(error.reason). It was left untouched (\(opening.whyUntouched)): start StockWatch's full screen to set it aside, or repair the file.")
            }
            guard opening.writes else {
                return StartingPoint(watchlists: DefaultWatchlists.make(), notices: ["The watchlists file \(file) could not be read because \(error.reason). It was left untouched (\(opening.whyUntouched)); showing \(fresh) for now."])
            }
            let asidePath: String
            do throws(FileSystemError) {
                asidePath = try DamagedFileQuarantine.setAside(file, at: opening.now)
            } catch let moveError {
                throw .io("\(file) could not be read because \(error.reason), and it could not be moved aside: \(moveError.message)")
            }
            return StartingPoint(watchlists: DefaultWatchlists.make(), notices: ["Your watchlists file could not be read because \(error.reason). It was kept as \(asidePath) and a new watchlist \(fresh) was started."], needsWrite: true)
        }
        if contents.version > WatchlistDocument.currentVersion {
            let repairs = contents.repairs.isEmpty ? [] : [repairNotice(contents.repairs, fate: "The file was left untouched (a newer StockWatch wrote it).")]
            return StartingPoint(watchlists: contents.watchlists, notices: [newerVersionNotice(file, version: contents.version)] + repairs, isNewerVersion: true)
        }
        if !contents.repairs.isEmpty { return try repaired(contents, bytes: snapshot.bytes, opening: opening) }
        guard contents.version < WatchlistDocument.currentVersion, opening.writes else { return StartingPoint(watchlists: contents.watchlists) }
        return try migrated(contents, bytes: snapshot.bytes, of: file)
    }

    /// The most repairs a notice lists one by one; the rest are counted.
    static let listedRepairs = 5

    /// A file read with bad entries left out or changed: said in one notice, and when opening writes, the
    /// file as it was kept as `watchlists.json.damaged-<UTC time>` before the repaired one is saved.
    private static func repaired(_ contents: WatchlistDocument.Contents, bytes: [UInt8], opening: Opening) throws(WatchlistStoreError) -> StartingPoint {
        guard opening.writes else {
            return StartingPoint(watchlists: contents.watchlists, notices: [repairNotice(contents.repairs, fate: "The file was left untouched (\(opening.whyUntouched)).")])
        }
        let kept: String
        do throws(FileSystemError) {
            kept = try DamagedFileQuarantine.keepCopy(bytes, of: opening.file, at: opening.now)
        } catch {
            throw .io("\(opening.file) has entries that could not be used, and it could not be kept before repairing it: \(error.message)")
        }
        let fate = "The file as it was is kept as \(kept), and the repaired one saved in its place."
        var start = contents.version < WatchlistDocument.currentVersion ? try migrated(contents, bytes: bytes, of: opening.file) : StartingPoint(watchlists: contents.watchlists)
        start.notices = [repairNotice(contents.repairs, fate: fate)]
        start.needsWrite = true
        return start
    }

    /// Says which bad entries were left out or changed (up to `listedRepairs`, the rest counted), that
    /// everything else is shown, and `fate`: what became of the file.
    private static func repairNotice(_ repairs: [WatchlistDocumentRepair], fate: String) -> String {
        let listed = repairs.prefix(listedRepairs).map(\.description).joined(separator: "; ")
        let more = repairs.count > listedRepairs ? "; and \(repairs.count - listedRepairs) more" : ""
        return "Your watchlists file has entries that could not be used: \(listed)\(more). Everything else in it is shown. \(fate)"
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
    /// - Throws: `readOnlyRefusal` when this instance may not write the file; `.io` when writing failed (the
    ///   file then still holds the previous complete version).
    func save(_ watchlists: [Watchlist]) throws(WatchlistStoreError) {
        guard !isReadOnly else { throw readOnlyRefusal }
        // Deleted or replaced while we ran: another StockWatch may have taken a new one and be the writer.
        guard lock?.isStillHeld == true else { throw .lockFileGone(paths.watchlistsLockFile) }
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

    /// Why an instance opened the watchlists read-only.
    private enum ReadOnlyReason: Sendable {
        /// Another StockWatch holds the writer's lock.
        case anotherInstance
        /// The folder or the lock file cannot be written (read-only file system, permissions).
        case notWritable(FileSystemError)

        /// What the user is told at start.
        func notice(for file: String) -> String {
            switch self {
            case .anotherInstance:
                "Another StockWatch is already using \(file), so these watchlists are read-only here: changes will not be saved. Close the other StockWatch to edit them."
            case .notWritable(let error):
                "\(error.message), so these watchlists are read-only here: changes will not be saved. Make the folder writable, or pass --data-dir DIR to keep them elsewhere."
            }
        }

        /// The end of "it was left untouched (…)" for a damaged file.
        var whyUntouched: String {
            switch self {
            case .anotherInstance: "the other StockWatch owns it"
            case .notWritable: "its folder cannot be written"
            }
        }

        /// The error of a refused save.
        var saveRefusal: WatchlistStoreError {
            switch self {
            case .anotherInstance: .readOnly
            case .notWritable(let error): .io("the data folder cannot be written (\(String(cString: strerror(error.code)))), so the change was not saved.")
            }
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
