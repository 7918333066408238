// Removing a stock: removed and saved; a code not in the list is refused.

import Domain
import Testing

@Suite("RemoveStockFromWatchlistUseCase")
struct RemoveStockFromWatchlistUseCaseTests {
    @Test("removes the code, keeps the others' order, saves; refuses a code not in the list and read-only")
    func removes() {
        let store = WatchlistStoreFixture()
        let useCase = DefaultRemoveStockFromWatchlistUseCase(repository: store.repository)
        let outcome = store.run { useCase.execute(code: SampleCatalog.kakao.code, from: SampleWatchlists.favouritesID) }
        #expect(outcome?.value?.first?.codes == [SampleCatalog.samsungElectronics.code, SampleCatalog.naver.code])
        #expect(store.repository.saveCount == 1)
        let again = store.run { useCase.execute(code: SampleCatalog.kakao.code, from: SampleWatchlists.favouritesID) }
        #expect(again?.error as? WatchlistEditError == .stockNotInWatchlist(SampleCatalog.kakao.code))
        store.repository.isReadOnly = true
        let readOnly = store.run { useCase.execute(code: SampleCatalog.naver.code, from: SampleWatchlists.favouritesID) }
        #expect(readOnly?.error as? WatchlistStoreError == .readOnly)
        #expect(store.repository.saveCount == 1)
    }

    @Test("a read-only store's own reason is the refusal (a folder that cannot be written, not another instance)")
    func refusesWithTheStoresReason() {
        let store = WatchlistStoreFixture()
        store.repository.isReadOnly = true
        store.repository.readOnlyRefusal = .io("the data folder cannot be written (Read-only file system), so the change was not saved.")
        let useCase = DefaultRemoveStockFromWatchlistUseCase(repository: store.repository)
        let outcome = store.run { useCase.execute(code: SampleCatalog.naver.code, from: SampleWatchlists.favouritesID) }
        #expect(outcome?.error as? WatchlistStoreError == store.repository.readOnlyRefusal)
        #expect(store.repository.saveCount == 0)
    }
}
