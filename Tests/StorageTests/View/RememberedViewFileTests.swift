// view.json: read back what was saved, the defaults when absent, a clear refusal when damaged, no writes when read-only.

import Domain
import Foundation
import Glibc
import Storage
import Testing

@Suite struct RememberedViewFileTests {
    private let folder = TemporaryDirectory()
    private var path: String { folder.file("stockwatch/view.json") }
    private let view = RememberedView(watchlistID: WatchlistID("growth"), sort: .changeRate, isSortReversed: true)

    @Test func aSavedViewIsReadBackAndNoTemporaryFileIsLeft() throws {
        let file = RememberedViewFile(path: path, isReadOnly: false)
        try file.saveRememberedView(view).outcome()
        #expect(try RememberedViewFile(path: path, isReadOnly: false).fetchRememberedView().outcome() == view)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == #"{"reversed":true,"sort":"change_rate","version":1,"watchlist":"growth"}"# + "\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("stockwatch")) == ["view.json"])
    }

    @Test func theFileIsPrivateLikeTheWatchlists() throws {
        try RememberedViewFile(path: path, isReadOnly: false).saveRememberedView(view).outcome()
        var status = stat()
        #expect(stat(path, &status) == 0)
        #expect(status.st_mode & 0o077 == 0, "view.json names the user's watchlists: mode 0600 like watchlists.json")
    }

    @Test func everySortIsStoredUnderItsOwnName() throws {
        let file = RememberedViewFile(path: path, isReadOnly: false)
        for sort in WatchlistSort.allCases {
            let view = RememberedView(watchlistID: nil, sort: sort, isSortReversed: false)
            try file.saveRememberedView(view).outcome()
            #expect(try file.fetchRememberedView().outcome() == view)
        }
    }

    @Test func noFileGivesTheDefaults() throws {
        #expect(try RememberedViewFile(path: path, isReadOnly: false).fetchRememberedView().outcome() == .initial)
    }

    @Test(arguments: [
        ("{\"version\": 1, \"sort\": \"ch", "not a JSON object with version, sort and reversed"),
        ("{\"version\": 2, \"sort\": \"name\", \"reversed\": false}", "version 2, this StockWatch reads 1"),
        ("{\"version\": 1, \"sort\": \"colour\", \"reversed\": false}", "a sort this StockWatch does not know"),
    ])
    func aDamagedFileIsRefusedWithItsPathAndWhatIsWrong(text: String, reason: String) throws {
        try folder.write(text, to: "view.json")
        let file = RememberedViewFile(path: folder.file("view.json"), isReadOnly: false)
        #expect(throws: RememberedViewError.unreadable("\(folder.file("view.json")) is damaged (\(reason))")) { try file.fetchRememberedView().outcome() }
    }

    @Test func aFIFOInItsPlaceIsRefusedAtOnceInsteadOfWaitingForAWriter() throws {
        #expect(mkfifo(folder.file("view.json"), 0o600) == 0)
        let file = RememberedViewFile(path: folder.file("view.json"), isReadOnly: false)
        #expect(throws: RememberedViewError.self) { try file.fetchRememberedView().outcome() }
        do {
            _ = try file.fetchRememberedView().outcome()
        } catch let error as RememberedViewError {
            #expect(error.message.contains("it is a FIFO (named pipe), not a regular file"))
        }
    }

    @Test func aReadOnlyStoreNeverWritesAndKeepsWhatIsThere() throws {
        try RememberedViewFile(path: path, isReadOnly: false).saveRememberedView(view).outcome()
        let readOnly = RememberedViewFile(path: path, isReadOnly: true)
        try readOnly.saveRememberedView(.initial).outcome()
        #expect(try readOnly.fetchRememberedView().outcome() == view)
        try RememberedViewFile(path: folder.file("other/view.json"), isReadOnly: true).saveRememberedView(view).outcome()
        #expect(!FileManager.default.fileExists(atPath: folder.file("other")))
    }

    @Test func aFolderThatCannotBeWrittenIsAnUnwritableError() throws {
        try folder.write("", to: "blocker")
        let file = RememberedViewFile(path: folder.file("blocker/view.json"), isReadOnly: false)
        #expect(throws: RememberedViewError.self) { try file.saveRememberedView(view).outcome() }
    }
}
