// watchlists.json across versions: positions and alerts round-trip, a real version-1 file is migrated,
// a newer version's file is shown read-only and never written over.

import Domain
import Foundation
@testable import Storage
import Testing

@Suite struct WatchlistVersionTests {
    private let folder = TemporaryDirectory()
    private var paths: StoragePaths { StoragePaths(dataDirectory: folder.path, configDirectory: folder.path, cacheDirectory: folder.path) }
    private var file: String { paths.watchlistsFile }

    /// The bytes of Tests/StorageTests/Fixtures/watchlists-version-1.json, written by StockWatch at fbb9979.
    private static func versionOneFixture() throws -> [UInt8] {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/watchlists-version-1.json")
        return Array(try Data(contentsOf: fixture))
    }

    private func contents() throws -> [UInt8] {
        try #require(try FileSnapshot.read(at: file)).bytes
    }

    private func holdings() throws -> [Watchlist] {
        let samsung = try #require(StockCode("005930"))
        let kakao = try #require(StockCode("035720"))
        return [Watchlist(
            id: WatchlistID("A"), name: "반도체", codes: [samsung, kakao],
            positions: [Position(code: samsung, lots: [PositionLot(quantity: 10, price: 70_000, date: TradeDate("2026-11-30")), PositionLot(quantity: 3, price: 71_500)])],
            alerts: [
                PriceAlert(id: PriceAlertID(1), code: samsung, condition: .atOrAbove(75_000), state: .fired(at: Date(timeIntervalSince1970: 1_796_000_000), price: 75_100)),
                PriceAlert(id: PriceAlertID(2), code: kakao, condition: .fallOf(basisPoints: 250)),
                PriceAlert(id: PriceAlertID(4), code: kakao, condition: .riseOf(basisPoints: 500)),
                PriceAlert(id: PriceAlertID(5), code: samsung, condition: .atOrBelow(60_000)),
            ]
        )]
    }

    @Test func positionsAndAlertsComeBackAfterReopening() throws {
        let saved = try holdings()
        do {
            let store = try WatchlistFileStore(paths: paths)
            try store.save(saved)
        }
        #expect(try WatchlistFileStore(paths: paths).load() == saved)
        let text = String(decoding: try contents(), as: UTF8.self)
        #expect(text.contains("\"firedAt\" : \"2026-11-30T00:53:20Z\""))
        #expect(text.contains("\"kind\" : \"fallOf\""))
    }

    @Test func aRealVersionOneFileIsMigratedAndKept() throws {
        let original = try Self.versionOneFixture()
        #expect(String(decoding: original, as: UTF8.self).contains("\"version\" : 1"))
        try folder.write(String(decoding: original, as: UTF8.self), to: "watchlists.json")

        let store = try WatchlistFileStore(paths: paths)
        let lists = store.load()
        #expect(lists.map(\.name) == ["관심종목", "배당 & ETF", "Empty"])
        #expect(lists.map(\.id.rawValue) == ["W-FIXTURE-1", "W-FIXTURE-2", "W-FIXTURE-3"])
        #expect(lists.first?.codes.map(\.rawValue) == ["005930", "000660", "035720"])
        #expect(lists.allSatisfy { $0.positions.isEmpty && $0.alerts.isEmpty })
        #expect(store.notices == [])
        #expect(!store.isReadOnly)
        #expect(String(decoding: try contents(), as: UTF8.self).contains("\"version\" : 2"))
        #expect(try WatchlistDocument.decode(try contents()) == lists)
        #expect(try FileSnapshot.read(at: file + ".version-1")?.bytes == original, "the version-1 file is kept as it was")
    }

    @Test func aReadOnlyInstanceDoesNotMigrate() throws {
        let owner = try WatchlistFileStore(paths: paths)
        let original = String(decoding: try Self.versionOneFixture(), as: UTF8.self)
        try folder.write(original, to: "watchlists.json")
        let second = try WatchlistFileStore(paths: paths)
        #expect(second.load().count == 3)
        #expect(try contents() == Array(original.utf8))
        _ = owner
    }

    @Test func aNewerVersionIsShownReadOnlyAndNeverWritten() throws {
        let newer = #"{"version": 3, "theme": "dark", "watchlists": [{"id": "A", "name": "미래", "codes": ["005930"], "tags": ["x"]}]}"#
        try folder.write(newer, to: "watchlists.json")
        let store = try WatchlistFileStore(paths: paths)
        #expect(store.isReadOnly)
        #expect(store.load().map(\.name) == ["미래"])
        #expect(store.notices.count == 1)
        #expect(store.notices.first?.contains("written by a newer StockWatch (format version 3; this one reads up to version 2), so it is read-only here and left untouched") == true)
        #expect(throws: WatchlistStoreError.newerVersion) { try store.save([]) }
        #expect(store.readOnlyRefusal.message == "The watchlists file was written by a newer StockWatch: it is read-only here, changes are not saved.")
        #expect(try contents() == Array(newer.utf8))
        #expect(try folder.names() == ["watchlists.json", "watchlists.json.lock"])
    }

    @Test func aNewerVersionOfUnknownShapeIsLeftAloneToo() throws {
        let newer = #"{"version": 7, "watchlists": {"A": []}}"#
        try folder.write(newer, to: "watchlists.json")
        let store = try WatchlistFileStore(paths: paths)
        #expect(store.isReadOnly)
        #expect(store.load().map(\.name) == ["관심종목"])
        #expect(store.notices.first?.hasSuffix("Its lists could not be shown; showing \"관심종목\" for now.") == true)
        #expect(try contents() == Array(newer.utf8))
        #expect(try folder.names() == ["watchlists.json", "watchlists.json.lock"])
    }

    @Test func theRepositoryRefusesEditsOfANewerFileWithThatReason() throws {
        try folder.write(#"{"version": 3, "watchlists": []}"#, to: "watchlists.json")
        let repository = try FileWatchlistRepository(paths: paths)
        #expect(repository.isReadOnly)
        #expect(repository.readOnlyRefusal == .newerVersion)
    }
}
