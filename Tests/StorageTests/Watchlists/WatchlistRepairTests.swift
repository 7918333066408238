// Tests of a readable watchlists file with bad entries: only those are left out (or renamed), said once,
// the original kept beside the repaired file; a run that only reads writes nothing and refuses a damaged file.

import Domain
import FileSystem
import Foundation
@testable import Storage
import Testing

@Suite struct WatchlistRepairTests {
    private let folder = TemporaryDirectory()
    private var paths: StoragePaths { StoragePaths(dataDirectory: folder.path, configDirectory: folder.path, cacheDirectory: folder.path) }
    /// 2026-03-04 05:06:07 UTC.
    private let openedAt = Date(timeIntervalSince1970: 1_772_600_767)
    private var kept: String { folder.file("watchlists.json.damaged-20260304T050607Z") }

    private func contents() throws -> [UInt8] {
        try #require(try FileSnapshot.read(at: paths.watchlistsFile)).bytes
    }

    /// The user trial's file: an invalid code and a code twice in one list, beside a good list.
    private static let trialFile = #"""
        {"version": 2, "watchlists": [
          {"id": "A", "name": "반도체", "codes": ["005930", "abc", "000660", "005930"]},
          {"id": "B", "name": "자동차", "codes": ["005380", "000270"]}
        ]}
        """#

    @Test func oneBadCodeCostsOnlyThatCodeAndTheOriginalIsKeptBesideTheRepairedFile() throws {
        try folder.write(Self.trialFile, to: "watchlists.json")
        let repaired = try openedOnce()
        let reopened = try WatchlistFileStore(paths: paths, now: openedAt)
        #expect(reopened.notices == [], "the repair is said once")
        #expect(reopened.load() == repaired)
    }

    /// Opens the trial file, checks what opening did, and closes it again; returns the lists shown.
    private func openedOnce() throws -> [Watchlist] {
        let store = try WatchlistFileStore(paths: paths, now: openedAt)
        #expect(store.load().map(\.name) == ["반도체", "자동차"])
        #expect(store.load().map { $0.codes.map(\.rawValue) } == [["005930", "000660"], ["005380", "000270"]])
        #expect(store.load().map(\.id.rawValue) == ["A", "B"])
        #expect(store.notices == [
            "Your watchlists file has entries that could not be used: watchlist \"반도체\" has \"abc\", which is not a stock code (the code left out);"
                + " watchlist \"반도체\" lists 005930 twice (the second left out). Everything else in it is shown."
                + " The file as it was is kept as \(kept), and the repaired one saved in its place.",
        ])
        #expect(store.damageNotices == store.notices, "repeated on standard error")
        #expect(!store.isReadOnly)
        #expect(try FileSnapshot.read(at: kept)?.bytes == Array(Self.trialFile.utf8), "the original bytes are kept")
        #expect(try FileSnapshot.read(at: folder.file("watchlists.json.version-2"))?.bytes == Array(Self.trialFile.utf8))
        #expect(try WatchlistDocument.decode(try contents()) == store.load(), "the repaired lists were saved, in the current version")
        return store.load()
    }

    @Test(arguments: [
        (#"{"version": 2, "watchlists": [{"id": "A", "name": "x", "codes": ["005930"], "positions": [{"code": "005930", "lots": [{"quantity": 0, "price": 70000}]}, {"code": "000660", "lots": [{"quantity": 1, "price": 100}]}]}]}"#,
         "watchlist \"x\" has lots or sales of 005930 beyond the limits (each 1 to 1000000000 shares at 1 to 100000000 won, 1000000000 shares together, sales costing no more than the lots) (the position left out)", ["x"]),
        // The attack trial's lots, saved by an older version: left out, never valued (that trapped at every start).
        (#"{"version": 2, "watchlists": [{"id": "A", "name": "x", "codes": [], "positions": [{"code": "005930", "lots": [{"quantity": 1000000000000, "price": 1000000000000}]}]}]}"#, "lots or sales of 005930 beyond the limits", ["x"]),
        (#"{"version": 2, "watchlists": [{"id": "A", "name": "x", "codes": [], "positions": [{"code": "005930", "lots": [{"quantity": 600000000, "price": 70000}, {"quantity": 600000000, "price": 70000}]}]}]}"#, "lots or sales of 005930 beyond the limits", ["x"]),
        (#"{"version": 2, "watchlists": [{"id": "A", "name": "x", "codes": [], "alerts": [{"id": 1, "code": "005930", "condition": {"kind": "atOrAbove", "value": 100000001}}]}]}"#, "watchlist \"x\" has alert 1 with value 100000001 (the alert left out)", ["x"]),
        // A sale whose booked cost is more than its lots paid: its figures could leave Int.
        (#"{"version": 3, "watchlists": [{"id": "A", "name": "x", "codes": [], "positions": [{"code": "005930", "lots": [{"quantity": 10, "price": 70000}], "sales": [{"quantity": 1, "price": 70000, "costAmount": 9223372036854775807, "buyCommission": 0, "sellCommission": 0, "tax": 0, "lotCount": 1}]}]}]}"#, "lots or sales of 005930 beyond the limits", ["x"]),
        (#"{"version": 2, "watchlists": [{"id": "A", "name": "x", "codes": [], "positions": [{"code": "005930", "lots": []}]}]}"#, "a position in 005930 without lots (the position left out)", ["x"]),
        (#"{"version": 2, "watchlists": [{"id": "A", "name": "x", "codes": [], "alerts": [{"id": 1, "code": "005930", "condition": {"kind": "near", "value": 1}}]}]}"#, "alert 1 of unknown kind \"near\" (the alert left out)", ["x"]),
        (#"{"version": 2, "watchlists": [{"id": "A", "name": "x", "codes": [], "alerts": [{"id": 1, "code": "005930", "condition": {"kind": "riseOf", "value": 500}, "firedPrice": 1}]}]}"#, "only one of firedAt and firedPrice (the alert left out)", ["x"]),
        (#"{"version": 1, "watchlists": [{"id": "A", "name": "x", "codes": ["5930"]}]}"#, "watchlist \"x\" has \"5930\", which is not a stock code (the code left out)", ["x"]),
        (#"{"version": 1, "watchlists": [{"id": "A", "name": "x", "codes": [" 005930"]}]}"#, "which is not a stock code", ["x"]),
        (#"{"version": 1, "watchlists": [{"id": "A", "name": "x", "codes": ["005930"], "names": {"5930": "삼성전자"}}]}"#, "has \"5930\", which is not a stock code (its stored name left out)", ["x"]),
        (#"{"version": 1, "watchlists": [{"id": "A", "name": "x", "codes": [], "positions": [{"code": "5930", "lots": [{"quantity": 1, "price": 1}]}]}]}"#, "has \"5930\", which is not a stock code (the position left out)", ["x"]),
        (#"{"version": 1, "watchlists": [{"id": "A", "name": "x", "codes": []}, {"id": "A", "name": "y", "codes": []}]}"#, "watchlist \"y\" has the id \"A\" of an earlier one (it got a new id)", ["x", "y"]),
        (#"{"version": 1, "watchlists": [{"id": " ", "name": "x", "codes": []}]}"#, "watchlist \"x\" has a blank id (it got a new one)", ["x"]),
        (#"{"version": 1, "watchlists": [{"id": "A", "name": " ", "codes": []}]}"#, "a watchlist has a blank name (it is now called \"Untitled\")", ["Untitled"]),
        (#"{"version": 1, "watchlists": [{"id": "A", "name": "x", "codes": ["0123456789012345678901234567890123456789"]}]}"#, "has \"012345678901234567890123…\", which is not", ["x"]),
    ])
    func eachBadEntryIsLeftOutAloneAndNamed(file: String, said: String, names: [String]) throws {
        try folder.write(file, to: "watchlists.json")
        let store = try WatchlistFileStore(paths: paths, now: openedAt)
        #expect(store.load().map(\.name) == names)
        #expect(store.notices.count == 1)
        #expect(store.notices.first?.contains(said) == true, "\(store.notices)")
        #expect(Set(store.load().map(\.id)).count == names.count, "every list has its own id")
        #expect(try FileSnapshot.read(at: kept)?.bytes == Array(file.utf8))
        #expect(try WatchlistDocument.decode(try contents()) == store.load())
    }

    /// watchlists.json as a link into a dotfiles checkout: the save goes through the link, so the kept
    /// original must be a copy of the bytes, not a second name of the link.
    @Test func aLinkedFileKeepsItsOriginalBytesAndStaysALink() throws {
        try FileManager.default.createDirectory(atPath: folder.file("dotfiles"), withIntermediateDirectories: true)
        try folder.write(Self.trialFile, to: "dotfiles/watchlists.json")
        try FileManager.default.createSymbolicLink(atPath: paths.watchlistsFile, withDestinationPath: "dotfiles/watchlists.json")
        let store = try WatchlistFileStore(paths: paths, now: openedAt)
        #expect(store.load().map(\.name) == ["반도체", "자동차"])
        #expect(try FileSnapshot.read(at: kept)?.bytes == Array(Self.trialFile.utf8))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: paths.watchlistsFile) == "dotfiles/watchlists.json")
        #expect(try WatchlistDocument.decode(try contents()) == store.load(), "the repair was saved through the link")
    }

    @Test func anEarlierKeptCopyIsNeverOverwritten() throws {
        try folder.write("an earlier copy", to: "watchlists.json.damaged-20260304T050607Z")
        try folder.write(Self.trialFile, to: "watchlists.json")
        let store = try WatchlistFileStore(paths: paths, now: openedAt)
        #expect(store.notices.first?.contains("kept as \(kept)-2,") == true)
        #expect(try FileSnapshot.read(at: kept)?.bytes == Array("an earlier copy".utf8))
        #expect(try FileSnapshot.read(at: kept + "-2")?.bytes == Array(Self.trialFile.utf8))
    }

    @Test func aSecondListOfTheSameNameIsRenamedNotDropped() throws {
        let file = #"""
            {"version": 3, "watchlists": [{"id": "A", "name": "Tech", "codes": ["005930"]}, {"id": "B", "name": "tech", "codes": ["000660"]},
              {"id": "C", "name": "Tech", "codes": []}, {"id": "D", "name": "", "codes": []}, {"id": "E", "name": " ", "codes": []}]}
            """#
        try folder.write(file, to: "watchlists.json")
        let store = try WatchlistFileStore(paths: paths, now: openedAt)
        #expect(store.load().map(\.name) == ["Tech", "tech (2)", "Tech (3)", "Untitled", "Untitled (2)"])
        #expect(store.load().map { $0.codes.map(\.rawValue) } == [["005930"], ["000660"], [], [], []])
        #expect(store.notices.first?.contains("two watchlists are called \"tech\" (the second is now called \"tech (2)\")") == true)
    }

    @Test func pastFiveBadEntriesTheRestAreCounted() throws {
        let codes = (1...8).map { "\"bad\($0)\"" }.joined(separator: ", ")
        try folder.write(#"{"version": 3, "watchlists": [{"id": "A", "name": "x", "codes": ["005930", \#(codes)]}]}"#, to: "watchlists.json")
        let store = try WatchlistFileStore(paths: paths, now: openedAt)
        let notice = try #require(store.notices.first)
        #expect(notice.contains("\"bad5\", which is not a stock code (the code left out); and 3 more. Everything else"))
        #expect(!notice.contains("bad6"))
        #expect(store.load().first?.codes.map(\.rawValue) == ["005930"])
    }

    @Test func aReadOnlyInstanceShowsTheRepairedListsAndLeavesTheFile() throws {
        let owner = try WatchlistFileStore(paths: paths)
        try folder.write(Self.trialFile, to: "watchlists.json")
        let second = try WatchlistFileStore(paths: paths, now: openedAt)
        #expect(second.isReadOnly)
        #expect(second.load().map(\.name) == ["반도체", "자동차"])
        #expect(second.damageNotices.count == 1)
        #expect(second.damageNotices.first?.hasSuffix("Everything else in it is shown. The file was left untouched (the other StockWatch owns it).") == true)
        #expect(try contents() == Array(Self.trialFile.utf8))
        #expect(try folder.names() == ["watchlists.json", "watchlists.json.lock"])
        _ = owner
    }

    @Test func aNewerFileWithABadCodeIsShownRepairedAndNeverWritten() throws {
        let newer = #"{"version": 4, "watchlists": [{"id": "A", "name": "미래", "codes": ["005930", "abc"]}]}"#
        try folder.write(newer, to: "watchlists.json")
        let store = try WatchlistFileStore(paths: paths, now: openedAt)
        #expect(store.isReadOnly)
        #expect(store.load().first?.codes.map(\.rawValue) == ["005930"])
        #expect(store.notices.count == 2)
        #expect(store.notices.last?.hasSuffix("The file was left untouched (a newer StockWatch wrote it).") == true)
        #expect(try contents() == Array(newer.utf8))
        #expect(try folder.names() == ["watchlists.json", "watchlists.json.lock"])
    }

    @Test func aRunThatOnlyReadsShowsTheRepairedListsAndWritesNothing() throws {
        try folder.write(Self.trialFile, to: "watchlists.json")
        let store = try WatchlistFileStore(paths: paths, now: openedAt, writesAtOpen: false)
        #expect(store.load().map { $0.codes.map(\.rawValue) } == [["005930", "000660"], ["005380", "000270"]])
        #expect(store.damageNotices.count == 1)
        #expect(store.damageNotices.first?.hasSuffix("The file was left untouched (this run only reads files).") == true)
        #expect(try contents() == Array(Self.trialFile.utf8))
        #expect(try folder.names() == ["watchlists.json", "watchlists.json.lock"])
    }

    @Test func aRunThatOnlyReadsRefusesADamagedFileAndLeavesIt() throws {
        try folder.write("garbage", to: "watchlists.json")
        let error = #expect(throws: WatchlistStoreError.self) { try WatchlistFileStore(paths: paths, now: openedAt, writesAtOpen: false) }
        #expect(error?.message.contains("\(paths.watchlistsFile) could not be read because it is not valid JSON") == true)
        #expect(error?.message.contains("It was left untouched (this run only reads files)") == true)
        #expect(try contents() == Array("garbage".utf8))
        #expect(try folder.names() == ["watchlists.json", "watchlists.json.lock"])
    }

    @Test func aRunThatOnlyReadsNeitherCreatesNorMigratesTheFile() throws {
        let first = try WatchlistFileStore(paths: paths, writesAtOpen: false)
        #expect(first.load().map(\.name) == ["관심종목"])
        #expect(try folder.names() == ["watchlists.json.lock"])
        let older = #"{"version": 1, "watchlists": [{"id": "A", "name": "x", "codes": ["005930"]}]}"#
        try folder.write(older, to: "watchlists.json")
        let store = try WatchlistFileStore(paths: paths, writesAtOpen: false)
        #expect(store.load().map(\.name) == ["x"])
        #expect(try contents() == Array(older.utf8))
        #expect(try folder.names() == ["watchlists.json", "watchlists.json.lock"])
    }
}
