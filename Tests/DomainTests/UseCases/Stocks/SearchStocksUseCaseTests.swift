// Searching the catalog through the use case: ranked, limited, blank-safe.

import Domain
import DomainTestDoubles
import Testing

@Suite("SearchStocksUseCase")
struct SearchStocksUseCaseTests {
    let useCase = DefaultSearchStocksUseCase(catalog: InMemoryStockCatalog(SampleCatalog.all))

    @Test("matches come best first and the limit is kept")
    func ranked() {
        let result = useCase.execute(query: "ㅅㅅ", limit: 2)
        #expect(result.matches.map(\.stock) == [SampleCatalog.samsungElectronics, SampleCatalog.samsungBiologics])
        #expect(result.totalCount == 3)
        #expect(useCase.execute(query: "카카오", limit: 10).matches.map(\.rank) == [.exactName])
    }

    @Test("blank text finds nothing")
    func blank() {
        #expect(useCase.execute(query: "  ", limit: 10) == .empty)
    }
}
