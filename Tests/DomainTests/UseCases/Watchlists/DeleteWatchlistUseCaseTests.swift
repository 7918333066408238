// Deleting: removed and saved; never the last list; unknown lists; read-only.

import Domain
import ReactiveTesting
import Testing

@Suite("DeleteWatchlistUseCase")
struct DeleteWatchlistUseCaseTests {
    @Test("removes the list and saves the rest")
    func deletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let repository = InMemoryWatchlistRepository(SampleWatchlists.all, scheduler: scheduler)
        let outcome = scheduler.run { DefaultDeleteWatchlistUseCase(repository: repository).execute(id: SampleWatchlists.emptyID) }
        #expect(outcome?.value == [SampleWatchlists.favourites])
        #expect(repository.stored == [SampleWatchlists.favourites])
    }

    @Test("the last list, an unknown list and a read-only store are refused")
    func refused() {
        let scheduler = TestScheduler(initialClock: 0)
        let repository = InMemoryWatchlistRepository([SampleWatchlists.favourites], scheduler: scheduler)
        let useCase = DefaultDeleteWatchlistUseCase(repository: repository)
        #expect(scheduler.run { useCase.execute(id: SampleWatchlists.favouritesID) }?.error as? WatchlistEditError == .lastWatchlist)
        #expect(scheduler.run { useCase.execute(id: SampleWatchlists.emptyID) }?.error as? WatchlistEditError == .watchlistNotFound(SampleWatchlists.emptyID))
        repository.isReadOnly = true
        #expect(scheduler.run { useCase.execute(id: SampleWatchlists.favouritesID) }?.error as? WatchlistStoreError == .readOnly)
        #expect(repository.saveCount == 0)
        #expect(WatchlistEditError.lastWatchlist.message.contains("at least one"))
    }
}
