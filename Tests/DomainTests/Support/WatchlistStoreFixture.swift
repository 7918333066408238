// A virtual-time scheduler and an in-memory watchlist store, set up the same way for every use-case test.

import Domain
import DomainTestDoubles
import Reactive
import ReactiveTesting

/// The store a watchlist use-case test works against, and a way to run a Single to its outcome.
struct WatchlistStoreFixture {
    let scheduler = TestScheduler(initialClock: 0)
    let repository: FakeWatchlistRepository

    /// A store holding `stored` and telling `notices`, answering 10 ticks after each call.
    init(_ stored: [Watchlist] = SampleWatchlists.all, notices: [String] = []) {
        repository = FakeWatchlistRepository(stored, notices: notices, latency: (.seconds(10), scheduler))
    }

    /// Subscribes to `single` now and runs the scheduler until idle; nil if it never settled.
    func run<Element>(_ single: () -> Single<Element>) -> SingleOutcome<Element>? {
        var outcome: SingleOutcome<Element>?
        let subscription = single().subscribe { [scheduler] result in outcome = SingleOutcome(time: scheduler.clock, result: result) }
        scheduler.start()
        subscription.dispose()
        return outcome
    }
}
