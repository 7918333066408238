// Tests of the listing embedded in the binary: every listed security parses and the well-known ones are right.

import Domain
import MarketData
import Testing

@Suite struct BundledStockCatalogTests {
    private static func entries() throws -> [String: CatalogEntry] {
        Dictionary(uniqueKeysWithValues: try BundledStockCatalog().entries.map { ($0.stock.code.rawValue, $0) })
    }

    @Test func embedsEverySecurityOfTheMasterFilesWithASixCharacterCode() throws {
        let catalog = try BundledStockCatalog()
        let stocks = catalog.allStocks()
        #expect(stocks.count == 4_299)
        #expect(Set(stocks.map(\.code)).count == 4_299)
        #expect(catalog.entries.first?.stock == Stock(code: StockCode("000020")!, nameKorean: "동화약품", nameEnglish: "DongwhaPharm", market: .kospi))
        #expect(stocks.filter { $0.market == .kosdaqGlobal }.count == 52)
        let kinds = Dictionary(grouping: stocks, by: \.kind).mapValues(\.count)
        #expect(kinds == [
            .stock: 2_717, .etf: 1_163, .etn: 370, .reit: 23, .infrastructureFund: 2, .investmentCompany: 1,
            .publicFund: 2, .foreignShare: 12, .depositaryReceipt: 9,
        ])
    }

    @Test func holdsETFsAndETNsWithTheirNames() throws {
        let byCode = try Self.entries()
        #expect(byCode["069500"]?.stock == Stock(code: StockCode("069500")!, nameKorean: "KODEX 200", nameEnglish: "SAMSUNG KODEX200 ETF", market: .kospi, kind: .etf))
        #expect(byCode["500023"]?.stock.kind == .etn)
        #expect(byCode["500023"]?.stock.nameKorean == "신한 콩 선물 ETN(H)")
        #expect(byCode["088980"]?.stock.kind == .infrastructureFund)
        #expect(byCode["950160"]?.stock.kind == .depositaryReceipt)
    }

    @Test func keepsCodesWithLettersAsTheyAre() throws {
        let byCode = try Self.entries()
        #expect(byCode["0001A0"]?.stock.nameKorean == "덕양에너젠")
        #expect(byCode["00104K"]?.stock.shareKind == .newPreferred)
        #expect(byCode["0000D0"]?.stock.kind == .etf)
    }

    @Test func takesReferencePricesFromTheMasterUnlessTheListingsAreNewer() throws {
        let byCode = try Self.entries()
        #expect(byCode["005930"]?.referencePrice == 299_500)
        #expect(byCode["005930"]?.referenceDate == "2026-11")
        #expect(byCode["000020"]?.referencePrice == 5_320)
        #expect(byCode["000020"]?.referenceDate == "2026-08-11")
        #expect(byCode["0001A0"]?.referencePrice == 8_950)
        #expect(try BundledStockCatalog().entries.filter { $0.referencePrice == nil }.isEmpty)
        #expect(try BundledStockCatalog().entries.filter { $0.referenceDate == "2021-01-22" }.count == 2)
    }

    @Test func holdsTheListingFacts() throws {
        let byCode = try Self.entries()
        let samsung = try #require(byCode["005930"])
        #expect(samsung.isin == "KR7005930003")
        #expect(samsung.listedShares == 5_846_278_000)
        #expect(samsung.stock.shareKind == .common)
        #expect(byCode["005935"]?.stock.shareKind.isPreferred == true)
        #expect(byCode["0106J0"]?.listingDate == nil)
    }

    @Test func listsTheLargestListingsFirst() throws {
        let stocks = try BundledStockCatalog().allStocks()
        #expect(stocks.first?.nameKorean == "삼성전자")
        let samsung = stocks.filter { $0.nameKorean.hasPrefix("삼성") }.map(\.nameKorean)
        #expect(samsung.first == "삼성전자")
        #expect(try #require(samsung.firstIndex(of: "삼성전자")) < #require(samsung.firstIndex(of: "삼성스팩10호")))
    }

    @Test func holdsTheDefaultWatchlistStocks() throws {
        let byCode = try Self.entries()
        #expect(byCode["005930"]?.stock.nameKorean == "삼성전자")
        #expect(byCode["000660"]?.stock.nameKorean == "SK하이닉스")
        #expect(byCode["035420"]?.stock.nameKorean == "NAVER")
        #expect(byCode["035720"]?.stock.nameKorean == "카카오")
        #expect(byCode["005380"]?.stock.nameKorean == "현대차")
    }
}
