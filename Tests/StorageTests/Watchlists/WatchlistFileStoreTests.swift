// Tests of the watchlists file: first run, atomic save round trip, damaged files set aside, two instances.

import Domain
import FileSystem
import Foundation
import Glibc
@testable import Storage
import Testing

@Suite struct WatchlistFileStoreTests {
    private let folder = TemporaryDirectory()
    private var paths: StoragePaths { StoragePaths(dataDirectory: folder.path, configDirectory: folder.path, cacheDirectory: folder.path) }
    private var file: String { paths.watchlistsFile }
    /// 2026-03-04 05:06:07 UTC.
    private let openedAt = Date(timeIntervalSince1970: 1_772_600_767)

    private func contents() throws -> [UInt8] {
        try #require(try FileSnapshot.read(at: file)).bytes
    }

    private func sample() -> [Watchlist] {
        [
            Watchlist(id: WatchlistID("A"), name: "반도체", codes: ["005930", "000660", "042700"].compactMap(StockCode.init)),
            Watchlist(id: WatchlistID("B"), name: "Empty (for now)", codes: []),
        ]
    }

    @Test func firstRunCreatesTheDefaultWatchlistOnDisk() throws {
        let store = try WatchlistFileStore(paths: StoragePaths(dataDirectory: folder.file("new/sub"), configDirectory: "/c", cacheDirectory: "/c"))
        let lists = store.load()
        #expect(lists.count == 1)
        #expect(lists.first?.name == "관심종목")
        #expect(lists.first?.codes.map(\.rawValue) == ["005930", "000660", "035420", "035720", "005380"])
        #expect(store.notices == [])
        #expect(!store.isReadOnly)
        let written = try #require(try FileSnapshot.read(at: folder.file("new/sub/watchlists.json")))
        #expect(try WatchlistDocument.decode(written.bytes) == lists)
        #expect(written.permissions == 0o600)
    }

    @Test func savedWatchlistsComeBackAfterReopening() throws {
        do {
            let store = try WatchlistFileStore(paths: paths)
            try store.save(sample())
            #expect(store.load() == sample())
        }
        let reopened = try WatchlistFileStore(paths: paths)
        #expect(reopened.load() == sample())
        #expect(reopened.notices == [])
        let text = String(decoding: try contents(), as: UTF8.self)
        #expect(text.contains("\"version\" : 3"))
        #expect(text.contains("반도체"), "Hangul is stored as UTF-8, not escaped")
    }

    @Test func saveLeavesNoTemporaryFileBehind() throws {
        let store = try WatchlistFileStore(paths: paths)
        try store.save(sample())
        try store.save([])
        #expect(try folder.names() == ["watchlists.json", "watchlists.json.lock"])
        #expect(try WatchlistDocument.decode(try contents()) == [])
    }

    @Test(arguments: [
        ("{\"version\": 1, \"watchlists\": [", "it is not valid JSON (line 1, column 31: expected a value"),
        ("", "it is not valid JSON (line 1, column 1: expected a value"),
        ("[1, 2, 3]", "it is not a valid JSON object"),
        (#"{"watchlists": []}"#, "it has no \"version\" number"),
        (#"{"version": 0, "watchlists": []}"#, "unknown format (version 0; this StockWatch reads versions 1 to 3)"),
        (#"{"version": "one", "watchlists": []}"#, "\"version\" is \"one\", not a whole number"),
        (#"{"version": 1}"#, "missing \"watchlists\" at the top"),
        (#"{"version": 1, "watchlists": [{"id": "A", "name": "x"}]}"#, "missing \"codes\" at .watchlists[0]"),
        (#"{"version": 1, "watchlists": [{"id": "A", "name": "x", "codes": [5930]}]}"#, "wrong type at .watchlists[0].codes[0]"),
    ])
    func damagedFileIsSetAsideKeptAndReported(damaged: String, reason: String) throws {
        try folder.write(damaged, to: "watchlists.json")
        let store = try WatchlistFileStore(paths: paths, now: openedAt)
        let aside = folder.file("watchlists.json.damaged-20260304T050607Z")
        #expect(store.notices.count == 1)
        let notice = try #require(store.notices.first)
        #expect(notice.hasPrefix("Your watchlists file could not be read because "))
        #expect(notice.contains(reason))
        #expect(notice.hasSuffix(" It was kept as \(aside) and a new watchlist \"관심종목\" was started."))
        #expect(store.damageNotices == store.notices, "the damage is repeated on standard error")
        #expect(try FileSnapshot.read(at: aside)?.bytes == Array(damaged.utf8), "the damaged bytes are kept as they were")
        #expect(store.load().map(\.name) == ["관심종목"])
        #expect(try WatchlistDocument.decode(try contents()) == store.load(), "a fresh file replaced the damaged one")
    }

    @Test func anEarlierDamagedCopyIsNeverOverwritten() throws {
        try folder.write("first damage", to: "watchlists.json.damaged-20260304T050607Z")
        try folder.write("second damage", to: "watchlists.json")
        let store = try WatchlistFileStore(paths: paths, now: openedAt)
        #expect(store.notices.first?.contains("watchlists.json.damaged-20260304T050607Z-2") == true)
        #expect(try FileSnapshot.read(at: folder.file("watchlists.json.damaged-20260304T050607Z"))?.bytes == Array("first damage".utf8))
        #expect(try FileSnapshot.read(at: folder.file("watchlists.json.damaged-20260304T050607Z-2"))?.bytes == Array("second damage".utf8))
    }

    @Test func aSecondInstanceIsReadOnlyAndChangesNothing() throws {
        let owner = try WatchlistFileStore(paths: paths)
        try owner.save(sample())
        let before = try contents()

        let second = try WatchlistFileStore(paths: paths)
        #expect(second.isReadOnly)
        #expect(second.load() == sample(), "it still shows the owner's watchlists")
        #expect(second.notices.count == 1)
        #expect(second.notices.first?.contains("read-only") == true)
        #expect(second.damageNotices == [], "being read-only is not repeated on standard error")
        #expect(throws: WatchlistStoreError.readOnly) { try second.save([]) }
        #expect(try contents() == before)

        try owner.save([])
        #expect(try WatchlistDocument.decode(try contents()) == [])
    }

    /// A lock that cannot be opened because the file system is read-only, as a read-only mount gives
    /// (tests run as root, whom a chmod does not stop, so the failure is injected at the lock's seam).
    private static let readOnlyFileSystem: WatchlistFileStore.LockAcquisition = { path throws(FileSystemError) in
        throw FileSystemError("open the lock file", path: path, code: EROFS)
    }

    /// The attack trial: the lock file deleted while one instance ran let a second become a writer too.
    @Test func aDeletedLockFileStopsTheFirstWriterAndNobodyLosesAChange() throws {
        let owner = try WatchlistFileStore(paths: paths)
        try owner.save(sample())
        #expect(unlink(paths.watchlistsLockFile) == 0)
        let second = try WatchlistFileStore(paths: paths)
        #expect(!second.isReadOnly, "the second took a new lock file")
        try second.save([])
        let saved = try contents()
        #expect(throws: WatchlistStoreError.lockFileGone(paths.watchlistsLockFile)) { try owner.save(sample()) }
        #expect(try contents() == saved, "the second's change is not written over")
    }

    @Test(arguments: [EROFS, EACCES])
    func aFolderThatCannotBeWrittenOpensReadOnlyAndSaysWhy(code: Int32) throws {
        let owner = try WatchlistFileStore(paths: paths)
        try owner.save(sample())
        let before = try contents()
        let lockFile = paths.watchlistsLockFile
        let store = try WatchlistFileStore(paths: paths, acquireLock: { path throws(FileSystemError) in
            throw FileSystemError("open the lock file", path: path, code: code)
        })
        #expect(store.isReadOnly)
        #expect(store.load() == sample(), "the watchlists are still shown")
        #expect(store.notices == ["Could not open the lock file \(lockFile): \(String(cString: strerror(code))), so these watchlists are read-only here: changes will not be saved. Make the folder writable, or pass --data-dir DIR to keep them elsewhere."])
        #expect(store.damageNotices == [])
        let refusal = #expect(throws: WatchlistStoreError.self) { try store.save([]) }
        #expect(refusal?.message.contains("the data folder cannot be written (\(String(cString: strerror(code))))") == true)
        #expect(try contents() == before)
        _ = owner
    }

    @Test func aReadOnlyFolderWithoutAFileShowsTheDefaultListAndWritesNothing() throws {
        let store = try WatchlistFileStore(paths: paths, acquireLock: Self.readOnlyFileSystem)
        #expect(store.load().map(\.name) == ["관심종목"])
        #expect(try folder.names() == [])
    }

    @Test func aDamagedFileInAReadOnlyFolderIsLeftAloneAndReported() throws {
        try folder.write("garbage", to: "watchlists.json")
        let store = try WatchlistFileStore(paths: paths, acquireLock: Self.readOnlyFileSystem)
        #expect(store.damageNotices.count == 1)
        #expect(store.damageNotices.first?.contains("It was left untouched (its folder cannot be written)") == true)
        #expect(store.notices.count == 2)
        #expect(try contents() == Array("garbage".utf8))
    }

    @Test func theLockIsFreedWhenTheOwnerGoes() throws {
        var owner: WatchlistFileStore? = try WatchlistFileStore(paths: paths)
        #expect(owner?.isReadOnly == false)
        owner = nil
        let next = try WatchlistFileStore(paths: paths)
        #expect(!next.isReadOnly)
        try next.save(sample())
    }

    @Test func aReadOnlyInstanceLeavesADamagedFileAlone() throws {
        let owner = try WatchlistFileStore(paths: paths)
        try folder.write("garbage", to: "watchlists.json")
        let second = try WatchlistFileStore(paths: paths, now: openedAt)
        #expect(second.isReadOnly)
        #expect(second.notices.count == 2)
        #expect(second.notices.last?.contains("left untouched") == true)
        #expect(try contents() == Array("garbage".utf8))
        #expect(try folder.names() == ["watchlists.json", "watchlists.json.lock"])
        _ = owner
    }

    @Test func theOwnerRemovesTemporaryFilesLeftByACrash() throws {
        try folder.write("half a save", to: ".watchlists.json.tmp-123-456")
        try folder.write("keep me", to: "notes.txt")
        _ = try WatchlistFileStore(paths: paths)
        #expect(try folder.names() == ["notes.txt", "watchlists.json", "watchlists.json.lock"])
    }

    @Test func aListTheFileCouldNotHoldIsRefusedAndTheFileKept() throws {
        let store = try WatchlistFileStore(paths: paths)
        let before = try contents()
        let code = try #require(StockCode("005930"))
        let twice = [Watchlist(id: WatchlistID("A"), name: "x", codes: [code, code])]
        #expect(throws: WatchlistStoreError.io("the watchlists were not saved because watchlist \"x\" lists 005930 twice.")) {
            try store.save(twice)
        }
        #expect(try contents() == before)
        #expect(store.load() != twice)
    }

    @Test func aFIFOInPlaceOfTheFileIsRefusedInsteadOfWaitedOn() throws {
        #expect(mkfifo(file, 0o600) == 0)
        let paths = paths
        let outcome = try finishing(within: 5) { () -> Result<WatchlistFileStore, WatchlistStoreError> in
            Result { () throws(WatchlistStoreError) in try WatchlistFileStore(paths: paths) }
        }
        guard case .failure(let error) = outcome else {
            Issue.record("a FIFO was opened as the watchlists file")
            return
        }
        #expect(error.message.contains("it is a FIFO (named pipe), not a regular file"))
    }

    @Test func anUnusableFolderIsAnIOError() throws {
        try folder.write("not a folder", to: "blocker")
        let error = #expect(throws: WatchlistStoreError.self) {
            try WatchlistFileStore(paths: StoragePaths(dataDirectory: folder.file("blocker/data"), configDirectory: "/c", cacheDirectory: "/c"))
        }
        #expect(error?.message.contains("blocker") == true)
    }
}
