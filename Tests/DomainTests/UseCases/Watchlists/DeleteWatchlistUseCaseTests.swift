// Deleting: removed and saved; never the last list; unknown lists; read-only.

import Domain
import Testing

@Suite("DeleteWatchlistUseCase")
struct DeleteWatchlistUseCaseTests {
    @Test("removes the list and saves the rest")
    func deletes() {
        let store = WatchlistStoreFixture()
        let outcome = store.run { DefaultDeleteWatchlistUseCase(repository: store.repository).execute(id: SampleWatchlists.emptyID) }
        #expect(outcome?.value == [SampleWatchlists.favourites])
        #expect(store.repository.watchlists == [SampleWatchlists.favourites])
    }

    @Test("the last list, an unknown list and a read-only store are refused")
    func refused() {
        let store = WatchlistStoreFixture([SampleWatchlists.favourites])
        let useCase = DefaultDeleteWatchlistUseCase(repository: store.repository)
        #expect(store.run { useCase.execute(id: SampleWatchlists.favouritesID) }?.error as? WatchlistEditError == .lastWatchlist)
        #expect(store.run { useCase.execute(id: SampleWatchlists.emptyID) }?.error as? WatchlistEditError == .watchlistNotFound(SampleWatchlists.emptyID))
        store.repository.isReadOnly = true
        #expect(store.run { useCase.execute(id: SampleWatchlists.favouritesID) }?.error as? WatchlistStoreError == .readOnly)
        #expect(store.repository.saveCount == 0)
        #expect(WatchlistEditError.lastWatchlist.message.contains("at least one"))
    }
}
