// Loading the watchlists with the store's read-only state and notices.

import Domain
import Testing

@Suite("LoadWatchlistsUseCase")
struct LoadWatchlistsUseCaseTests {
    @Test("gives the stored lists in order, read-only state and notices, after the store answers")
    func loads() {
        let store = WatchlistStoreFixture(notices: ["Another StockWatch is running."])
        store.repository.isReadOnly = true
        let outcome = store.run { DefaultLoadWatchlistsUseCase(repository: store.repository).execute() }
        #expect(outcome?.value == LoadedWatchlists(watchlists: SampleWatchlists.all, isReadOnly: true, notices: ["Another StockWatch is running."]))
        #expect(outcome?.time == 10)
    }

    @Test("a store failure reaches the caller as the store's error")
    func fails() {
        let store = WatchlistStoreFixture([])
        store.repository.fetchFailure = .io("disk full")
        let outcome = store.run { DefaultLoadWatchlistsUseCase(repository: store.repository).execute() }
        #expect(outcome?.error as? WatchlistStoreError == .io("disk full"))
    }
}
