// watchlists.json across versions: positions, sales and alerts round-trip, real version-1 and version-2 files
// are migrated,
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
    private static func versionOneFixture() throws -> [UInt8] { try fixture("watchlists-version-1.json") }

    /// The bytes of Tests/StorageTests/Fixtures/watchlists-version-2.json, written by StockWatch at 1767519
    /// (main before sales) through its dialogs: two lots of 005930 (one dated), one of 000660, two alerts.
    private static func versionTwoFixture() throws -> [UInt8] { try fixture("watchlists-version-2.json") }

    private static func fixture(_ name: String) throws -> [UInt8] {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/\(name)")
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
        #expect(String(decoding: try contents(), as: UTF8.self).contains("\"version\" : 3"))
        #expect(try WatchlistDocument.decode(try contents()) == lists)
        #expect(try FileSnapshot.read(at: file + ".version-1")?.bytes == original, "the version-1 file is kept as it was")
    }

    @Test func aRealVersionTwoFileIsMigratedWithItsLotsAndAlertsAndKept() throws {
        let original = try Self.versionTwoFixture()
        #expect(String(decoding: original, as: UTF8.self).contains("\"version\" : 2"))
        try folder.write(String(decoding: original, as: UTF8.self), to: "watchlists.json")
        let store = try WatchlistFileStore(paths: paths)
        let lists = store.load()
        let samsung = try #require(StockCode("005930"))
        let positions = try #require(lists.first?.positions)
        #expect(positions.map(\.code.rawValue) == ["005930", "000660"])
        #expect(positions.first?.lots == [PositionLot(quantity: 10, price: 70_000, date: TradeDate("2026-12-01")), PositionLot(quantity: 5, price: 72_000)])
        #expect(positions.allSatisfy { $0.sales.isEmpty })
        #expect(lists.first?.alerts.map(\.condition) == [.fallOf(basisPoints: 300), .atOrAbove(210_000)])
        #expect(lists.first?.alerts.first?.code == samsung)
        #expect(String(decoding: try contents(), as: UTF8.self).contains("\"version\" : 3"))
        #expect(try WatchlistDocument.decode(try contents()) == lists)
        #expect(try FileSnapshot.read(at: file + ".version-2")?.bytes == original, "the version-2 file is kept as it was")
    }

    @Test func salesComeBackAfterReopeningAndASaleBeyondTheLotsIsRefused() throws {
        var saved = try holdings()
        let sale = try saved[0].positions[0].sale(quantity: 4, price: 72_000, date: TradeDate("2026-12-01"), costs: TradingCosts(commissionPerMillion: 150, taxPerMillion: 2_000))
        saved[0].positions[0].sales = [sale]
        do {
            let store = try WatchlistFileStore(paths: paths)
            try store.save(saved)
        }
        #expect(try WatchlistFileStore(paths: paths).load() == saved)
        let text = String(decoding: try contents(), as: UTF8.self)
        #expect(text.contains("\"sales\" : ["))
        let oversold = text.replacingOccurrences(of: "\"quantity\" : 4,", with: "\"quantity\" : 14,")
        #expect(throws: WatchlistDocumentError.malformed("watchlist \"반도체\" sells more of 005930 than its lots bought")) {
            try WatchlistDocument.decode(Array(oversold.utf8))
        }
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
        let newer = #"{"version": 4, "theme": "dark", "watchlists": [{"id": "A", "name": "미래", "codes": ["005930"], "tags": ["x"]}]}"#
        try folder.write(newer, to: "watchlists.json")
        let store = try WatchlistFileStore(paths: paths)
        #expect(store.isReadOnly)
        #expect(store.load().map(\.name) == ["미래"])
        #expect(store.notices.count == 1)
        #expect(store.notices.first?.contains("written by a newer StockWatch (format version 4; this one reads up to version 3), so it is read-only here and left untouched") == true)
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
        try folder.write(#"{"version": 4, "watchlists": []}"#, to: "watchlists.json")
        let repository = try FileWatchlistRepository(paths: paths)
        #expect(repository.isReadOnly)
        #expect(repository.readOnlyRefusal == .newerVersion)
    }
}
