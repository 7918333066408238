// Searching the catalog through the use case: ranked, limited, blank-safe.

import Domain
import Testing

@Suite("SearchStocksUseCase")
struct SearchStocksUseCaseTests {
    let useCase = DefaultSearchStocksUseCase(catalog: InMemoryStockCatalog())

    @Test("matches come best first and the limit is kept")
    func ranked() {
        let matches = useCase.execute(query: "ㅅㅅ", limit: 2)
        #expect(matches.map(\.stock) == [SampleCatalog.samsungElectronics, SampleCatalog.samsungBiologics])
        #expect(useCase.execute(query: "카카오", limit: 10).map(\.rank) == [.exactName])
    }

    @Test("blank text finds nothing")
    func blank() {
        #expect(useCase.execute(query: "  ", limit: 10).isEmpty)
    }
}
