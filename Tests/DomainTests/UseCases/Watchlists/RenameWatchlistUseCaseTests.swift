// Renaming: rules and availability with the list's own name excluded; unknown lists; read-only.

import Domain
import Testing

@Suite("RenameWatchlistUseCase")
struct RenameWatchlistUseCaseTests {
    let store = WatchlistStoreFixture()
    var useCase: DefaultRenameWatchlistUseCase { DefaultRenameWatchlistUseCase(repository: store.repository) }

    @Test("renames and saves, keeping order and codes")
    func renames() {
        let outcome = store.run { useCase.execute(id: SampleWatchlists.favouritesID, name: " 내 종목 ") }
        #expect(outcome?.value?.map(\.name) == ["내 종목", "Tech"])
        #expect(store.repository.watchlists.first?.codes == SampleWatchlists.favourites.codes)
        #expect(store.repository.saveCount == 1)
    }

    @Test("changing only the case of its own name is allowed")
    func ownName() {
        #expect(store.run { useCase.execute(id: SampleWatchlists.emptyID, name: "TECH") }?.value?.last?.name == "TECH")
    }

    @Test("another list's name, an unknown list and a read-only store are refused")
    func refused() {
        #expect(store.run { useCase.execute(id: SampleWatchlists.emptyID, name: "관심종목") }?.error as? WatchlistNameError == .alreadyTaken("관심종목"))
        let missing = WatchlistID("missing")
        #expect(store.run { useCase.execute(id: missing, name: "x") }?.error as? WatchlistEditError == .watchlistNotFound(missing))
        store.repository.isReadOnly = true
        #expect(store.run { useCase.execute(id: SampleWatchlists.emptyID, name: "x") }?.error as? WatchlistStoreError == .readOnly)
        #expect(store.repository.saveCount == 0)
    }
}
