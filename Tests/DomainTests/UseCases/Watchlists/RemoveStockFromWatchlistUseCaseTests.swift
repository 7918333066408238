// Removing a stock: removed and saved; a code not in the list is refused.

import Domain
import ReactiveTesting
import Testing

@Suite("RemoveStockFromWatchlistUseCase")
struct RemoveStockFromWatchlistUseCaseTests {
    @Test("removes the code, keeps the others' order, saves; refuses a code not in the list and read-only")
    func removes() {
        let scheduler = TestScheduler(initialClock: 0)
        let repository = InMemoryWatchlistRepository(SampleWatchlists.all, scheduler: scheduler)
        let useCase = DefaultRemoveStockFromWatchlistUseCase(repository: repository)
        let outcome = scheduler.run { useCase.execute(code: SampleCatalog.kakao.code, from: SampleWatchlists.favouritesID) }
        #expect(outcome?.value?.first?.codes == [SampleCatalog.samsungElectronics.code, SampleCatalog.naver.code])
        #expect(repository.saveCount == 1)
        let again = scheduler.run { useCase.execute(code: SampleCatalog.kakao.code, from: SampleWatchlists.favouritesID) }
        #expect(again?.error as? WatchlistEditError == .stockNotInWatchlist(SampleCatalog.kakao.code))
        repository.isReadOnly = true
        let readOnly = scheduler.run { useCase.execute(code: SampleCatalog.naver.code, from: SampleWatchlists.favouritesID) }
        #expect(readOnly?.error as? WatchlistStoreError == .readOnly)
        #expect(repository.saveCount == 1)
    }
}
