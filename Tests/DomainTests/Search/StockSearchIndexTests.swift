// The catalog's search index: built on the first search only, and again after the catalog is replaced.

import Domain
import DomainTestDoubles
import Testing

@Suite("StockSearchIndex")
struct StockSearchIndexTests {
    @Test("nothing is built until the first search, then the catalog is read once")
    func lazy() {
        let catalog = InMemoryStockCatalog(SampleCatalog.all)
        let index = StockSearchIndex(catalog: catalog)
        #expect(catalog.reads.withLock { $0 } == 0)
        #expect(index.current.search("카카오", limit: 1).matches.first?.stock == SampleCatalog.kakao)
        _ = index.current.search("naver", limit: 1)
        #expect(catalog.reads.withLock { $0 } == 1)
    }

    @Test("after a replacement the new catalog is searched: a new stock is found, a gone one is not")
    func rebuiltAfterReplacement() {
        let catalog = InMemoryStockCatalog([SampleCatalog.kakao])
        let index = StockSearchIndex(catalog: catalog)
        #expect(index.current.search("naver", limit: 5).totalCount == 0)
        catalog.replace(with: [SampleCatalog.naver])
        #expect(index.current.search("naver", limit: 5).matches.map(\.stock) == [SampleCatalog.naver])
        #expect(index.current.search("카카오", limit: 5).totalCount == 0)
        #expect(catalog.reads.withLock { $0 } == 2)
    }

    @Test("search and resolution share one index, so both follow a replacement")
    func useCasesFollowReplacement() {
        let catalog = InMemoryStockCatalog([SampleCatalog.kakao])
        let index = StockSearchIndex(catalog: catalog)
        let search = DefaultSearchStocksUseCase(index: index)
        let resolve = DefaultResolveStockUseCase(index: index)
        #expect((try? resolve.execute(query: "035720").get()) == SampleCatalog.kakao)
        catalog.replace(with: [SampleCatalog.naver])
        #expect(search.execute(query: "035420", limit: 3).matches.map(\.stock) == [SampleCatalog.naver])
        #expect((try? resolve.execute(query: "035720").get()) == nil)
    }
}
