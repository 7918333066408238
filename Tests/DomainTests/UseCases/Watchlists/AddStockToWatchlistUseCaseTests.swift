// Adding a stock: appended and saved; duplicates refused with "already in this watchlist".

import Domain
import ReactiveTesting
import Testing

@Suite("AddStockToWatchlistUseCase")
struct AddStockToWatchlistUseCaseTests {
    let scheduler = TestScheduler(initialClock: 0)
    let repository: InMemoryWatchlistRepository
    let useCase: DefaultAddStockToWatchlistUseCase

    init() {
        repository = InMemoryWatchlistRepository(SampleWatchlists.all, scheduler: scheduler)
        useCase = DefaultAddStockToWatchlistUseCase(repository: repository)
    }

    @Test("appends the code to the list and saves")
    func adds() {
        let outcome = scheduler.run { useCase.execute(stock: SampleCatalog.skHynix, to: SampleWatchlists.favouritesID) }
        #expect(outcome?.value?.first?.codes == SampleWatchlists.favourites.codes + [SampleCatalog.skHynix.code])
        #expect(repository.stored.first?.codes.last == SampleCatalog.skHynix.code)
        #expect(repository.saveCount == 1)
    }

    @Test("a stock already in the list is refused with its name")
    func duplicate() {
        let outcome = scheduler.run { useCase.execute(stock: SampleCatalog.kakao, to: SampleWatchlists.favouritesID) }
        #expect(outcome?.error as? WatchlistEditError == .stockAlreadyInWatchlist(SampleCatalog.kakao))
        #expect(WatchlistEditError.stockAlreadyInWatchlist(SampleCatalog.kakao).message == "카카오 (035720) is already in this watchlist.")
        #expect(repository.saveCount == 0)
    }

    @Test("an unknown list and a read-only store are refused")
    func refused() {
        let missing = WatchlistID("missing")
        #expect(scheduler.run { useCase.execute(stock: SampleCatalog.kakao, to: missing) }?.error as? WatchlistEditError == .watchlistNotFound(missing))
        repository.isReadOnly = true
        #expect(scheduler.run { useCase.execute(stock: SampleCatalog.skHynix, to: SampleWatchlists.emptyID) }?.error as? WatchlistStoreError == .readOnly)
    }
}
