// Best-known first: the catalog order search keeps for equally good matches ("samsung" → 삼성전자 first).

import Domain
import Testing

@Suite("ProminenceOrder")
struct ProminenceOrderTests {
    /// Samsung names in code order (how the listing is written), with listed shares × 2026-08-11 closes.
    private static let samsungInCodeOrder: [(Stock, Int)] = [
        (stock("000810", "삼성화재", "SamsungF&MIns"), 47_300_000 * 436_000),
        (stock("000815", "삼성화재우", "SamsungF&MIns(1P)"), 3_000_000 * 337_000),
        (stock("001360", "삼성제약", "SAMSUNG PHARM"), 120_000_000 * 1_500),
        (stock("0044K0", "삼성스팩10호", "SAMSUNG SPAC X"), 5_000_000 * 2_100),
        (stock("005930", "삼성전자", "SamsungElectronics"), 5_846_278_000 * 239_500),
        (stock("005935", "삼성전자우", "SamsungElectronics(1P)"), 802_371_000 * 190_900),
    ]

    private static func stock(_ code: String, _ korean: String, _ english: String) -> Stock {
        Stock(code: StockCode(code)!, nameKorean: korean, nameEnglish: english, market: .kospi)
    }

    @Test("the largest listing comes first; a search keeps that order among equally good matches")
    func samsungElectronicsFirst() {
        let ordered = ProminenceOrder.sorted(Self.samsungInCodeOrder.map(\.0), listedValues: Self.samsungInCodeOrder.map(\.1))
        #expect(ordered.map(\.nameKorean) == ["삼성전자", "삼성전자우", "삼성화재", "삼성화재우", "삼성제약", "삼성스팩10호"])
        let found = StockResolver(stocks: ordered).search("samsung", limit: 3).matches.map(\.stock.nameKorean)
        #expect(found == ["삼성전자", "삼성전자우", "삼성화재"])
        let unordered = StockResolver(stocks: Self.samsungInCodeOrder.map(\.0)).search("samsung", limit: 1).matches.map(\.stock.nameKorean)
        #expect(unordered == ["삼성화재"])
    }

    @Test("a better match still beats a larger listing: the exact code and the exact name first")
    func rankBeforeSize() {
        let ordered = ProminenceOrder.sorted(Self.samsungInCodeOrder.map(\.0), listedValues: Self.samsungInCodeOrder.map(\.1))
        let resolver = StockResolver(stocks: ordered)
        #expect(resolver.search("삼성제약").matches.first?.stock.nameKorean == "삼성제약")
        #expect(resolver.search("000815").matches.map(\.stock.nameKorean) == ["삼성화재우"])
        #expect(resolver.search("삼성화재").matches.map(\.stock.nameKorean) == ["삼성화재", "삼성화재우"])
    }

    @Test("equal values keep the order given")
    func equalValuesKeepTheirOrder() {
        let stocks = Self.samsungInCodeOrder.map(\.0)
        #expect(ProminenceOrder.sorted(stocks, listedValues: Array(repeating: 7, count: stocks.count)) == stocks)
    }
}
