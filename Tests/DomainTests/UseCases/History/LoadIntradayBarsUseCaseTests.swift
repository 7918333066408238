// Today's chart: the cache at once, only the minutes after it fetched, ticks appended and stored.

import Domain
import Foundation
import Reactive
import ReactiveTesting
import Testing

@Suite struct LoadIntradayBarsUseCaseTests {
    typealias F = PriceBarFixtures
    private let now: @Sendable () -> Date = { F.opening.addingTimeInterval(10 * 60) }

    @Test func cachedBarsComeFirstThenOnlyTheMissingMinutesAreFetchedAndStored() {
        let history = FakePriceHistoryRepository()
        history.minuteBars = (0..<10).map { F.minute($0, close: 70_000 + $0 * 100) }
        let cache = MemoryPriceBarCache()
        try? cache.store(Array(history.minuteBars.prefix(4)), for: F.code, interval: .minute)
        let useCase = DefaultLoadIntradayBarsUseCase(history: history, cache: cache, now: now)
        var loads: [LoadedPriceBars] = []
        let subscription = useCase.execute(code: F.code, ticks: .never()).subscribe(onNext: { loads.append($0) })
        defer { subscription.dispose() }
        #expect(loads.map(\.bars.count) == [4, 10])
        #expect(loads.map(\.isComplete) == [false, true])
        #expect(history.intradayRequests == [F.minute(3, close: 0).start.addingTimeInterval(-1)])
        #expect(cache.stored[.minute]?.count == 10)
        #expect(loads.last?.bars == history.minuteBars)
    }

    @Test func bothChartsReadTheCacheOnItsSchedulerAndStoreWhatTheyFetchedAfterBothAreShown() {
        let history = FakePriceHistoryRepository()
        history.minuteBars = (0..<10).map { F.minute($0, close: 70_000 + $0 * 100) }
        history.dailyBars = (0...40).map { F.day($0, close: 60_000 + $0) }
        let cache = MemoryPriceBarCache()
        let cacheScheduler = TestScheduler(initialClock: 0)
        let intraday = DefaultLoadIntradayBarsUseCase(history: history, cache: cache, now: now, cacheScheduler: cacheScheduler)
        let daily = DefaultLoadDailyBarsUseCase(
            history: history, cache: cache, now: { F.day(40).start.addingTimeInterval(10 * 3600) }, cacheScheduler: cacheScheduler
        )
        let minutes = intraday.execute(code: F.code, ticks: .never()).subscribe(onNext: { cache.operations.append("show minute \($0.bars.count)") })
        let days = daily.execute(code: F.code, from: F.day(0).start).subscribe(onNext: { cache.operations.append("show day \($0.bars.count)") })
        defer { minutes.dispose(); days.dispose() }
        #expect(cache.operations.isEmpty, "nothing runs on the subscribing (drawing) thread")
        cacheScheduler.start()
        #expect(cache.operations == [
            "read minute", "show minute 0", "read day", "show day 0", "show minute 10", "show day 41", "store minute", "store day",
        ])
        #expect(cache.stored[.minute]?.count == 10 && cache.stored[.day]?.count == 41)
    }

    @Test func aStoreThatFailsAfterTheChartIsShownSaysWhyInOneMoreEmission() {
        let history = FakePriceHistoryRepository()
        history.minuteBars = [F.minute(0, close: 70_000)]
        let cache = MemoryPriceBarCache()
        let cacheScheduler = TestScheduler(initialClock: 0)
        let useCase = DefaultLoadIntradayBarsUseCase(history: history, cache: cache, now: now, cacheScheduler: cacheScheduler)
        var loads: [LoadedPriceBars] = []
        let subscription = useCase.execute(code: F.code, ticks: .never()).subscribe(onNext: { loads.append($0) })
        defer { subscription.dispose() }
        cacheScheduler.scheduleAt(0) { cache.failing = true }
        cacheScheduler.start()
        #expect(loads.map(\.problems.count) == [0, 0, 1])
        #expect(loads.last?.bars == history.minuteBars)
    }

    @Test func beforeMondaysOpeningTheCachedBarsOfFridaysSessionAreRead() {
        let history = FakePriceHistoryRepository()
        let friday = (0..<3).map { minute in
            let bar = F.minute(minute, close: 70_000 + minute * 100)
            return PriceBar(start: bar.start.addingTimeInterval(-3 * 86_400), open: bar.open, high: bar.high, low: bar.low, close: bar.close, volume: bar.volume)
        }
        let cache = MemoryPriceBarCache()
        try? cache.store(friday, for: F.code, interval: .minute)
        // Monday 2025-12-01 08:00 Korea time.
        let useCase = DefaultLoadIntradayBarsUseCase(
            history: history, cache: cache, now: { F.opening.addingTimeInterval(-3_600) }, calendar: KRXCalendar(closures: [:])
        )
        var loads: [LoadedPriceBars] = []
        let subscription = useCase.execute(code: F.code, ticks: .never()).subscribe(onNext: { loads.append($0) })
        defer { subscription.dispose() }
        #expect(loads.first?.bars == friday, "the last session's cached bars at once")
        #expect(loads.last?.bars == friday)
        #expect(history.intradayRequests == [friday[2].start.addingTimeInterval(-1)], "only what follows them is fetched")
    }

    @Test func ticksAfterTheFetchGrowTheChartAndTheCache() {
        let history = FakePriceHistoryRepository()
        history.minuteBars = [F.minute(0, close: 70_000, volume: 100)]
        let cache = MemoryPriceBarCache()
        let ticks = PublishSubject<Quote>()
        let useCase = DefaultLoadIntradayBarsUseCase(history: history, cache: cache, now: now)
        var loads: [LoadedPriceBars] = []
        let subscription = useCase.execute(code: F.code, ticks: ticks.asObservable()).subscribe(onNext: { loads.append($0) })
        defer { subscription.dispose() }
        ticks.onNext(F.quote(at: 65, price: 70_500, volume: 160))
        ticks.onNext(F.quote(at: 70, price: 70_500, volume: 160))
        #expect(loads.count == 3)
        #expect(loads.last?.bars.last == F.minute(1, close: 70_500, volume: 60))
        #expect(cache.stored[.minute]?[F.minute(1, close: 0).start]?.volume == 60)
    }

    @Test func ticksAreHandledOnTheCacheSchedulerNotOnTheThreadThatSendsThem() {
        let history = FakePriceHistoryRepository()
        history.minuteBars = [F.minute(0, close: 70_000, volume: 100)]
        let cacheScheduler = TestScheduler(initialClock: 0)
        let ticks = PublishSubject<Quote>()
        let useCase = DefaultLoadIntradayBarsUseCase(history: history, cache: MemoryPriceBarCache(), now: now, cacheScheduler: cacheScheduler)
        var loads: [LoadedPriceBars] = []
        let subscription = useCase.execute(code: F.code, ticks: ticks.asObservable()).subscribe(onNext: { loads.append($0) })
        defer { subscription.dispose() }
        cacheScheduler.start()
        #expect(loads.count == 2)
        ticks.onNext(F.quote(at: 65, price: 70_500, volume: 160))
        #expect(loads.count == 2, "the tick waits for the cache scheduler, where the chart's state lives")
        cacheScheduler.start()
        #expect(loads.count == 3)
        #expect(loads.last?.bars.last == F.minute(1, close: 70_500, volume: 60))
    }

    @Test func aTickWhileEveryExchangeIsShutLeavesTheLastSessionsChart() {
        let history = FakePriceHistoryRepository()
        let friday = (0..<3).map { minute in
            let bar = F.minute(minute, close: 70_000 + minute * 100)
            return PriceBar(start: bar.start.addingTimeInterval(-3 * 86_400), open: bar.open, high: bar.high, low: bar.low, close: bar.close, volume: bar.volume)
        }
        history.minuteBars = friday
        let ticks = PublishSubject<Quote>()
        // Saturday 2025-11-29 21:00 Korea time: KRX and Nextrade are both shut.
        let saturdayNight = -2 * 86_400 + 12 * 3_600
        let now = F.opening.addingTimeInterval(TimeInterval(saturdayNight))
        let useCase = DefaultLoadIntradayBarsUseCase(
            history: history, cache: MemoryPriceBarCache(), now: { now }, calendar: KRXCalendar(closures: [:])
        )
        var loads: [LoadedPriceBars] = []
        let subscription = useCase.execute(code: F.code, ticks: ticks.asObservable()).subscribe(onNext: { loads.append($0) })
        defer { subscription.dispose() }
        #expect(loads.last?.bars == friday)
        let seen = loads.count
        ticks.onNext(F.quote(at: saturdayNight, price: 70_500, volume: 500))
        #expect(loads.count == seen, "no new day begins: the simulator's own session or a night poll is no session's trade")
        #expect(loads.last?.bars == friday)
    }

    @Test func aFailedFetchKeepsTheCachedBarsAndSaysWhy() {
        let history = FakePriceHistoryRepository()
        history.failure = QuoteFeedFailure(code: F.code, message: "rate limited", retryAfter: 1)
        let cache = MemoryPriceBarCache()
        try? cache.store([F.minute(0, close: 70_000)], for: F.code, interval: .minute)
        let useCase = DefaultLoadIntradayBarsUseCase(history: history, cache: cache, now: now)
        var loads: [LoadedPriceBars] = []
        let subscription = useCase.execute(code: F.code, ticks: .never()).subscribe(onNext: { loads.append($0) })
        defer { subscription.dispose() }
        #expect(loads.last?.bars == [F.minute(0, close: 70_000)])
        #expect(loads.last?.isComplete == true)
        #expect(loads.last?.problems.count == 1)
    }

    @Test func aBrokenCacheStillShowsTheFetchedChartWithAMessage() {
        let history = FakePriceHistoryRepository()
        history.minuteBars = [F.minute(0, close: 70_000)]
        let cache = MemoryPriceBarCache()
        cache.failing = true
        let useCase = DefaultLoadIntradayBarsUseCase(history: history, cache: cache, now: now)
        var loads: [LoadedPriceBars] = []
        let subscription = useCase.execute(code: F.code, ticks: .never()).subscribe(onNext: { loads.append($0) })
        defer { subscription.dispose() }
        #expect(history.intradayRequests == [nil])
        #expect(loads.last?.bars == [F.minute(0, close: 70_000)])
        #expect(loads.last?.problems.allSatisfy { $0.contains("cache") } == true)
        #expect(loads.last?.problems.count == 2)
    }
}
