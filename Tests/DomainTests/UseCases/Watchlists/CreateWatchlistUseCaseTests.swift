// Creating a watchlist: appended, named by the rules, saved; refused when taken or read-only.

import Domain
import Testing

@Suite("CreateWatchlistUseCase")
struct CreateWatchlistUseCaseTests {
    let store = WatchlistStoreFixture()
    var useCase: DefaultCreateWatchlistUseCase { DefaultCreateWatchlistUseCase(repository: store.repository, makeID: { WatchlistID("new") }) }

    @Test("appends an empty list with the trimmed name and saves it (read, then write)")
    func creates() {
        let outcome = store.run { useCase.execute(name: "  배당주 ") }
        let created = Watchlist(id: WatchlistID("new"), name: "배당주", codes: [])
        #expect(outcome?.value == SampleWatchlists.all + [created])
        #expect(outcome?.time == 20)
        #expect(store.repository.watchlists == SampleWatchlists.all + [created])
        #expect(store.repository.saveCount == 1)
    }

    @Test("a taken or invalid name is refused and nothing is saved")
    func refused() {
        #expect(store.run { useCase.execute(name: "TECH") }?.error as? WatchlistNameError == .alreadyTaken("Tech"))
        #expect(store.run { useCase.execute(name: "   ") }?.error as? WatchlistNameError == .empty)
        #expect(store.repository.saveCount == 0)
    }

    @Test("a read-only store refuses at once")
    func readOnly() {
        store.repository.isReadOnly = true
        let outcome = store.run { useCase.execute(name: "배당주") }
        #expect(outcome?.error as? WatchlistStoreError == .readOnly)
        #expect(store.repository.watchlists == SampleWatchlists.all)
    }

    @Test("a failing save reaches the caller")
    func saveFails() {
        store.repository.saveFailure = .io("disk full")
        #expect(store.run { useCase.execute(name: "배당주") }?.error as? WatchlistStoreError == .io("disk full"))
    }
}
