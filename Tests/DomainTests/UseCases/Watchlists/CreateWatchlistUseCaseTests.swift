// Creating a watchlist: appended, named by the rules, saved; refused when taken or read-only.

import Domain
import ReactiveTesting
import Testing

@Suite("CreateWatchlistUseCase")
struct CreateWatchlistUseCaseTests {
    let scheduler = TestScheduler(initialClock: 0)
    let repository: InMemoryWatchlistRepository
    let useCase: DefaultCreateWatchlistUseCase

    init() {
        repository = InMemoryWatchlistRepository(SampleWatchlists.all, scheduler: scheduler)
        useCase = DefaultCreateWatchlistUseCase(repository: repository, makeID: { WatchlistID("new") })
    }

    @Test("appends an empty list with the trimmed name and saves it (read, then write)")
    func creates() {
        let outcome = scheduler.run { useCase.execute(name: "  배당주 ") }
        let created = Watchlist(id: WatchlistID("new"), name: "배당주", codes: [])
        #expect(outcome?.value == SampleWatchlists.all + [created])
        #expect(outcome?.time == 20)
        #expect(repository.stored == SampleWatchlists.all + [created])
        #expect(repository.saveCount == 1)
    }

    @Test("a taken or invalid name is refused and nothing is saved")
    func refused() {
        #expect(scheduler.run { useCase.execute(name: "TECH") }?.error as? WatchlistNameError == .alreadyTaken("Tech"))
        #expect(scheduler.run { useCase.execute(name: "   ") }?.error as? WatchlistNameError == .empty)
        #expect(repository.saveCount == 0)
    }

    @Test("a read-only store refuses at once")
    func readOnly() {
        repository.isReadOnly = true
        let outcome = scheduler.run { useCase.execute(name: "배당주") }
        #expect(outcome?.error as? WatchlistStoreError == .readOnly)
        #expect(repository.stored == SampleWatchlists.all)
    }

    @Test("a failing save reaches the caller")
    func saveFails() {
        repository.failure = .io("disk full")
        #expect(scheduler.run { useCase.execute(name: "배당주") }?.error as? WatchlistStoreError == .io("disk full"))
    }
}
