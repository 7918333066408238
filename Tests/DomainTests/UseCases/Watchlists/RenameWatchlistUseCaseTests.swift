// Renaming: rules and availability with the list's own name excluded; unknown lists; read-only.

import Domain
import ReactiveTesting
import Testing

@Suite("RenameWatchlistUseCase")
struct RenameWatchlistUseCaseTests {
    let scheduler = TestScheduler(initialClock: 0)
    let repository: InMemoryWatchlistRepository
    let useCase: DefaultRenameWatchlistUseCase

    init() {
        repository = InMemoryWatchlistRepository(SampleWatchlists.all, scheduler: scheduler)
        useCase = DefaultRenameWatchlistUseCase(repository: repository)
    }

    @Test("renames and saves, keeping order and codes")
    func renames() {
        let outcome = scheduler.run { useCase.execute(id: SampleWatchlists.favouritesID, name: " 내 종목 ") }
        #expect(outcome?.value?.map(\.name) == ["내 종목", "Tech"])
        #expect(repository.stored.first?.codes == SampleWatchlists.favourites.codes)
        #expect(repository.saveCount == 1)
    }

    @Test("changing only the case of its own name is allowed")
    func ownName() {
        #expect(scheduler.run { useCase.execute(id: SampleWatchlists.emptyID, name: "TECH") }?.value?.last?.name == "TECH")
    }

    @Test("another list's name, an unknown list and a read-only store are refused")
    func refused() {
        #expect(scheduler.run { useCase.execute(id: SampleWatchlists.emptyID, name: "관심종목") }?.error as? WatchlistNameError == .alreadyTaken("관심종목"))
        let missing = WatchlistID("missing")
        #expect(scheduler.run { useCase.execute(id: missing, name: "x") }?.error as? WatchlistEditError == .watchlistNotFound(missing))
        repository.isReadOnly = true
        #expect(scheduler.run { useCase.execute(id: SampleWatchlists.emptyID, name: "x") }?.error as? WatchlistStoreError == .readOnly)
        #expect(repository.saveCount == 0)
    }
}
