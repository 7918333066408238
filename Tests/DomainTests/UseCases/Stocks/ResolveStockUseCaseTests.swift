// Resolving through the use case reads the injected catalog.

import Domain
import DomainTestDoubles
import Testing

@Suite("ResolveStockUseCase")
struct ResolveStockUseCaseTests {
    @Test("resolves codes, names and initial consonants of the injected catalog only")
    func resolves() {
        let useCase = DefaultResolveStockUseCase(catalog: InMemoryStockCatalog([SampleCatalog.kakao, SampleCatalog.naver]))
        #expect(useCase.execute(query: "035720") == .success(SampleCatalog.kakao))
        #expect(useCase.execute(query: "naver") == .success(SampleCatalog.naver))
        #expect(useCase.execute(query: "ㅋ") == .success(SampleCatalog.kakao))
        #expect(useCase.execute(query: "삼성전자") == .failure(.notFound(query: "삼성전자")))
    }
}
