// The daily chart: cached days at once, only the gaps fetched, one complete answer, then done.

import Domain
import Foundation
import Reactive
import Testing

@Suite struct LoadDailyBarsUseCaseTests {
    typealias F = PriceBarFixtures

    @Test func onlyTheGapsAreFetchedAndTheSeriesCompletes() {
        let history = FakePriceHistoryRepository()
        history.dailyBars = (0...40).map { F.day($0, close: 60_000 + $0) }
        let cache = MemoryPriceBarCache()
        try? cache.store(Array(history.dailyBars[10...30]), for: F.code, interval: .day)
        let useCase = DefaultLoadDailyBarsUseCase(history: history, cache: cache, now: { F.day(40).start.addingTimeInterval(10 * 3600) })
        var loads: [LoadedPriceBars] = []
        var completed = false
        let subscription = useCase.execute(code: F.code, from: F.day(0).start)
            .subscribe(onNext: { loads.append($0) }, onCompleted: { completed = true })
        defer { subscription.dispose() }
        #expect(history.dailyRequests == [F.day(0).start...F.day(9).start, F.day(30).start...F.day(40).start])
        #expect(loads.map(\.bars.count) == [21, 41])
        #expect(loads.last?.bars == history.dailyBars)
        #expect(cache.stored[.day]?.count == 41)
        #expect(completed)
    }

    @Test func aFailedFetchEndsWithTheCachedDaysAndAMessage() {
        let history = FakePriceHistoryRepository()
        history.failure = QuoteFeedFailure(code: F.code, message: "offline", retryAfter: nil)
        let cache = MemoryPriceBarCache()
        try? cache.store([F.day(3)], for: F.code, interval: .day)
        let useCase = DefaultLoadDailyBarsUseCase(history: history, cache: cache, now: { F.day(3).start })
        var loads: [LoadedPriceBars] = []
        let subscription = useCase.execute(code: F.code, from: F.day(0).start).subscribe(onNext: { loads.append($0) })
        defer { subscription.dispose() }
        #expect(loads.last?.bars == [F.day(3)])
        #expect(loads.last?.problems.count == 1)
        #expect(loads.last?.isComplete == true)
    }
}
