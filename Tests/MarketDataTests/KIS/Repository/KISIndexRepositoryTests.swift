// The kis feed's index polling on virtual time: rounds at the interval, waits that grow after failures.

import Domain
import Foundation
@testable import MarketData
import Networking
import Reactive
import ReactiveTesting
import Testing

@Suite struct KISIndexRepositoryTests {
    /// Answers every index at once, failing while `failing` is set; records the request times.
    private final class ScriptedIndexFetcher: KISIndexFetching {
        let scheduler: TestScheduler
        var failing = true
        private(set) var requestTimes: [TestTime] = []

        init(scheduler: TestScheduler) {
            self.scheduler = scheduler
        }

        func fetchIndex(_ kind: MarketIndexKind) -> Single<MarketIndex> {
            requestTimes.append(scheduler.clock)
            if failing { return .error(KISError.rateLimited) }
            return .just(MarketIndex(kind: kind, value: 2_500, change: 1, sign: .rise, changeRate: 0.04, advancers: nil, decliners: nil, time: scheduler.now))
        }
    }

    @Test func failingRoundsWaitLongerAndAGoodRoundBringsTheIntervalBack() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 1)
        let fetcher = ScriptedIndexFetcher(scheduler: scheduler)
        let repository = KISIndexRepository(fetcher: fetcher, scheduler: scheduler, interval: 10)
        let subscription = repository.indices().subscribe(onNext: { _ in })
        scheduler.advanceTo(150)
        let rounds = stride(from: 0, to: fetcher.requestTimes.count, by: MarketIndexKind.allCases.count).map { fetcher.requestTimes[$0] }
        #expect(zip(rounds.dropFirst(), rounds).map { $0 - $1 } == [20, 40, 80], "waits of 2, 4 and 8 intervals, not one every 10 s")
        fetcher.failing = false
        scheduler.advanceTo(300)
        let later = stride(from: 0, to: fetcher.requestTimes.count, by: MarketIndexKind.allCases.count).map { fetcher.requestTimes[$0] }
        let gaps = zip(later.dropFirst(), later).map { $0 - $1 }
        #expect(gaps.suffix(3) == [80, 10, 10] || gaps.suffix(3) == [10, 10, 10], "back at the interval after a good round: \(gaps)")
        subscription.dispose()
    }
}
