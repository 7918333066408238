// Tests of the catalog embedded in the binary: every listed stock parses and the well-known ones are right.

import Domain
import MarketData
import Testing

@Suite struct BundledStockCatalogTests {
    @Test func embedsEveryListedStockInTableOrder() throws {
        let catalog = try BundledStockCatalog()
        let stocks = catalog.allStocks()
        #expect(stocks.count == 2_773)
        #expect(Set(stocks.map(\.code)).count == 2_773)
        #expect(stocks.first == Stock(code: StockCode("000020")!, nameKorean: "동화약품", nameEnglish: "DongwhaPharm", market: .kospi))
        #expect(stocks.filter { $0.market == .kospi }.count == 950)
        #expect(stocks.filter { $0.market == .kosdaq }.count == 1_771)
        #expect(stocks.filter { $0.market == .kosdaqGlobal }.count == 52)
    }

    @Test func keepsCodesWithLettersAsTheyAre() throws {
        let byCode = Dictionary(uniqueKeysWithValues: try BundledStockCatalog().entries.map { ($0.stock.code.rawValue, $0) })
        #expect(byCode["0001A0"]?.stock.nameKorean == "덕양에너젠")
        #expect(byCode["00104K"]?.stock.shareKind == .newPreferred)
        #expect(try BundledStockCatalog().allStocks().filter { $0.code.rawValue.contains { $0.isLetter } }.count == 66)
    }

    @Test func knowsReferencePricesAndTheRowsWithout() throws {
        let byCode = Dictionary(uniqueKeysWithValues: try BundledStockCatalog().entries.map { ($0.stock.code.rawValue, $0) })
        #expect(byCode["005930"]?.referencePrice == 299_500)
        #expect(byCode["005930"]?.referenceDate == "2026-11")
        #expect(byCode["011200"]?.referencePrice == 19_610)
        #expect(byCode["0001A0"]?.referencePrice == nil)
        #expect(try BundledStockCatalog().entries.filter { $0.referencePrice == nil }.count == 573)
    }

    @Test func holdsTheListingFacts() throws {
        let samsung = try #require(try BundledStockCatalog().entries.first { $0.stock.code == StockCode("005930") })
        #expect(samsung.isin == "KR7005930003")
        #expect(samsung.securityGroup == "주권")
        #expect(samsung.stock.shareKind == .common)
        let preferred = try #require(try BundledStockCatalog().entries.first { $0.stock.code == StockCode("005935") })
        #expect(preferred.stock.shareKind.isPreferred)
    }

    @Test func holdsTheDefaultWatchlistStocks() throws {
        let byCode = Dictionary(uniqueKeysWithValues: try BundledStockCatalog().allStocks().map { ($0.code.rawValue, $0.nameKorean) })
        #expect(byCode["005930"] == "삼성전자")
        #expect(byCode["000660"] == "SK하이닉스")
        #expect(byCode["035420"] == "NAVER")
        #expect(byCode["035720"] == "카카오")
        #expect(byCode["005380"] == "현대차")
    }
}
