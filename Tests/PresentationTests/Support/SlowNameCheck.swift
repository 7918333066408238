// The name-check use case answering late, as when the stored lists are read from a slow disk.

import Domain
import Reactive
import ReactiveTesting

/// Checks names against `store` like the real use case, but answers `delay` ticks after being asked.
final class SlowNameCheck: CheckWatchlistNameUseCase {
    private let checkNow: DefaultCheckWatchlistNameUseCase
    private let scheduler: TestScheduler
    private let delay: TestTime

    init(store: WatchlistRepository, scheduler: TestScheduler, delay: TestTime) {
        checkNow = DefaultCheckWatchlistNameUseCase(repository: store)
        self.scheduler = scheduler
        self.delay = delay
    }

    func execute(name: String, excluding: WatchlistID?) -> Single<String> {
        let answer = checkNow.execute(name: name, excluding: excluding)
        return Single.create { [scheduler, delay] observer in
            scheduler.scheduleAt(scheduler.clock + delay) { _ = answer.subscribe(observer) }
        }
    }
}
