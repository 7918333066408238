// Tests of the catalog embedded in the binary: all 41 rows parse and the well-known ones are right.

import Domain
import MarketData
import Testing

@Suite struct BundledStockCatalogTests {
    @Test func embedsAll41StocksInTableOrder() throws {
        let catalog = try BundledStockCatalog()
        let stocks = catalog.allStocks()
        #expect(stocks.count == 41)
        #expect(Set(stocks.map(\.code)).count == 41)
        #expect(stocks.first == Stock(code: StockCode("005930")!, nameKorean: "삼성전자", nameEnglish: "Samsung Electronics Co., Ltd.", market: .kospi))
        #expect(stocks.last?.code == StockCode("039030"))
        #expect(stocks.filter { $0.market == .kosdaq }.count == 9)
    }

    @Test func knowsReferencePrices() throws {
        let catalog = try BundledStockCatalog()
        #expect(catalog.referencePrice(of: StockCode("005930")!) == 299_500)
        #expect(catalog.referencePrice(of: StockCode("011200")!) == 19_610)
        #expect(catalog.referencePrice(of: StockCode("999999")!) == nil)
        #expect(catalog.entries.allSatisfy { $0.referencePrice > 0 })
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
