// Tests of the catalog a `--feed kis` run uses: the bundled listing until a master listing replaces it.

import Domain
import Foundation
import MarketData
import Reactive
import Testing

@Suite struct SwappableStockCatalogTests {
    /// The master listing of the fixture zips (KOSPI `kospiArchive`, the KOSDAQ one).
    private static func listing(kospiArchive: String = "kospi_code.mst.zip") throws -> MasterListing {
        let kospi = try MasterFileParser.parse(archive: MasterFixtures.bytes(kospiArchive), kind: .kospi)
        let kosdaq = try MasterFileParser.parse(archive: MasterFixtures.bytes("kosdaq_code.mst.zip"), kind: .kosdaq)
        return MasterListing(records: kospi.records + kosdaq.records, downloadedAt: Date(timeIntervalSince1970: 1_796_086_800))
    }

    private static func catalog() throws -> SwappableStockCatalog {
        try SwappableStockCatalog(bundled: BundledStockCatalog(), status: .never())
    }

    @Test func startsWithTheBundledListing() throws {
        #expect(try Self.catalog().allStocks() == BundledStockCatalog().allStocks())
    }

    @Test func adoptsEveryListedKindLargestListingFirst() throws {
        let catalog = try Self.catalog()
        catalog.adopt(try Self.listing())
        #expect(catalog.allStocks().map(\.code.rawValue) == ["005930", "005935", "247540", "003550", "069500", "0001A0", "500001", "00104K"])
        let byCode = Dictionary(uniqueKeysWithValues: catalog.allStocks().map { ($0.code.rawValue, $0.kind) })
        #expect(byCode["069500"] == .etf)
        #expect(byCode["500001"] == .etn)
        #expect(byCode["005930"] == .stock)
    }

    @Test func keepsTheBundledEnglishNameAndShareKindButTakesTheMasterName() throws {
        let catalog = try Self.catalog()
        catalog.adopt(try Self.listing(kospiArchive: "kospi_code_newer.mst.zip"))
        let byCode = Dictionary(uniqueKeysWithValues: catalog.allStocks().map { ($0.code.rawValue, $0) })
        #expect(byCode["003550"]?.nameKorean == "LG홀딩스")
        #expect(byCode["003550"]?.nameEnglish == "LG Corp.")
        #expect(byCode["00104K"]?.shareKind == .newPreferred)
        #expect(byCode["247540"]?.market == .kosdaq)
    }

    @Test func aStockNewToTheBundledListingHasNoEnglishNameAndItsShareKindFromTheRecord() throws {
        let catalog = try Self.catalog()
        catalog.adopt(try Self.listing(kospiArchive: "kospi_code_newer.mst.zip"))
        let listed = try #require(catalog.allStocks().first { $0.code.rawValue == "0155E0" })
        #expect(listed == Stock(code: StockCode("0155E0")!, nameKorean: "새상장", nameEnglish: "", market: .kospi, shareKind: .common))
    }

    @Test func announcesEachReplacementAfterTheStocksChanged() throws {
        let catalog = try Self.catalog()
        let seen = LockedState<[Int]>([])
        let subscription = catalog.replacements.subscribe(onNext: { seen.withLock { $0.append(catalog.allStocks().count) } })
        defer { subscription.dispose() }
        catalog.adopt(try Self.listing())
        catalog.adopt(try Self.listing(kospiArchive: "kospi_code_newer.mst.zip"))
        #expect(seen.withLock { $0 } == [8, 9])
    }
}
