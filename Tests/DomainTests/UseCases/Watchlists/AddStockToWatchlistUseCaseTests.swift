// Adding a stock: appended and saved; duplicates refused with "already in this watchlist".

import Domain
import Testing

@Suite("AddStockToWatchlistUseCase")
struct AddStockToWatchlistUseCaseTests {
    let store = WatchlistStoreFixture()
    var useCase: DefaultAddStockToWatchlistUseCase { DefaultAddStockToWatchlistUseCase(repository: store.repository) }

    @Test("appends the code to the list and saves")
    func adds() {
        let outcome = store.run { useCase.execute(stock: SampleCatalog.skHynix, to: SampleWatchlists.favouritesID) }
        #expect(outcome?.value?.first?.codes == SampleWatchlists.favourites.codes + [SampleCatalog.skHynix.code])
        #expect(store.repository.watchlists.first?.codes.last == SampleCatalog.skHynix.code)
        #expect(store.repository.saveCount == 1)
        #expect(store.repository.watchlists.first?.storedNames[SampleCatalog.skHynix.code] == "SK하이닉스")
    }

    @Test("a stock already in the list is refused with its name")
    func duplicate() {
        let outcome = store.run { useCase.execute(stock: SampleCatalog.kakao, to: SampleWatchlists.favouritesID) }
        #expect(outcome?.error as? WatchlistEditError == .stockAlreadyInWatchlist(SampleCatalog.kakao))
        #expect(WatchlistEditError.stockAlreadyInWatchlist(SampleCatalog.kakao).message == "카카오 (035720) is already in this watchlist.")
        #expect(store.repository.saveCount == 0)
    }

    @Test("an unknown list and a read-only store are refused")
    func refused() {
        let missing = WatchlistID("missing")
        #expect(store.run { useCase.execute(stock: SampleCatalog.kakao, to: missing) }?.error as? WatchlistEditError == .watchlistNotFound(missing))
        store.repository.isReadOnly = true
        #expect(store.run { useCase.execute(stock: SampleCatalog.skHynix, to: SampleWatchlists.emptyID) }?.error as? WatchlistStoreError == .readOnly)
    }
}
