// A watchlist store test double on virtual time: answers after a delay, records saves, can be read-only or fail.

import Domain
import Reactive
import ReactiveTesting

/// Keeps watchlists in memory and answers on a `TestScheduler` after `latency` ticks.
final class InMemoryWatchlistRepository: WatchlistRepository {
    static let latency: RxTimeInterval = .seconds(10)

    private let scheduler: TestScheduler
    /// What is stored now.
    private(set) var stored: [Watchlist]
    /// How many saves completed.
    private(set) var saveCount = 0
    /// When set, every fetch and save fails with it.
    var failure: WatchlistStoreError?
    var isReadOnly = false
    var notices: [String] = []
    var readOnlyRefusal: WatchlistStoreError = .readOnly

    init(_ stored: [Watchlist], scheduler: TestScheduler) {
        self.stored = stored
        self.scheduler = scheduler
    }

    func fetchWatchlists() -> Single<[Watchlist]> {
        answer { $0.stored }
    }

    func saveWatchlists(_ watchlists: [Watchlist]) -> Single<Void> {
        answer { repository in
            repository.stored = watchlists
            repository.saveCount += 1
        }
    }

    /// A single that runs `body` (or fails with `failure`) `latency` after subscription.
    private func answer<Element>(_ body: @escaping (InMemoryWatchlistRepository) -> Element) -> Single<Element> {
        Single.create { [self] single in
            scheduler.scheduleRelative((), dueTime: Self.latency) { [self] _ in
                if let failure { single(.failure(failure)) } else { single(.success(body(self))) }
                return Disposables.create()
            }
        }
    }
}
