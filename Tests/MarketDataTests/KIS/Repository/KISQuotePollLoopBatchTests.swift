// The poll loop's first round on a real account: codes never answered go together in batches of the fetcher's size.

import Domain
import Foundation
@testable import MarketData
import Networking
import Reactive
import ReactiveTesting
import Testing

@Suite struct KISQuotePollLoopBatchTests {
    /// Ticks of 1 ms.
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    private let backoff = ExponentialBackoff(initial: 1, maximum: 60)
    private let codes = (0..<40).map { StockCode(String(format: "%06d", 100_000 + $0))! }

    private func run(_ fetcher: ScriptedQuoteFetcher, until end: TestTime) -> [Recorded<Event<QuoteFeedEvent>>] {
        let repository = KISQuoteRepository(fetcher: fetcher, scheduler: scheduler, backoff: backoff, maximumInFlight: 4)
        return scheduler.start(created: 0, subscribed: 100, disposed: end) { repository.quotes(for: codes) }.events
    }

    private func quoted(_ events: [Recorded<Event<QuoteFeedEvent>>], by time: TestTime) -> Set<StockCode> {
        Set(events.compactMap { record in
            guard record.time <= time, case .next(.quote(let quote)) = record.value else { return nil }
            return quote.code
        })
    }

    @Test func fortyRowsArePricedInTwoRequestsAtTheRealPace() {
        let limiter = RateLimiter(capacity: 1, refillPerSecond: 15, scheduler: scheduler)
        let fetcher = ScriptedQuoteFetcher(scheduler: scheduler, limiter: limiter, latency: 50)
        fetcher.quoteBatchSize = 30
        let events = run(fetcher, until: 1000)
        #expect(fetcher.batches.map(\.codes.count) == [30, 10])
        #expect(fetcher.batches.flatMap(\.codes) == codes, "rows in list order, the ones on screen first")
        #expect(quoted(events, by: 250) == Set(codes), "every row priced 0.25 s after the start")
    }

    @Test func onPaperEachCodeIsAskedForAlone() {
        let fetcher = ScriptedQuoteFetcher(scheduler: scheduler, latency: 50)
        _ = run(fetcher, until: 400)
        #expect(fetcher.batches.isEmpty)
        #expect(fetcher.requests.count >= 4)
    }

    @Test func aCodeABatchDidNotPriceIsAskedForAloneAndSaysWhy() {
        let fetcher = ScriptedQuoteFetcher(scheduler: scheduler, latency: 50)
        fetcher.quoteBatchSize = 30
        let unknown = codes[3]
        fetcher.unpricedInBatches = [unknown]
        fetcher.alwaysFail(unknown, with: .noSuchStock(unknown))
        let events = run(fetcher, until: 600)
        #expect(fetcher.requests.map(\.code).contains(unknown))
        #expect(!fetcher.batches.dropFirst().contains { $0.codes.contains(unknown) })
        let failures = events.compactMap { record -> QuoteFeedFailure? in
            guard case .next(.failure(let failure)) = record.value else { return nil }
            return failure
        }
        #expect(failures.map(\.code) == [unknown])
    }

    @Test func aBatchRefusedForTheWholeFeedPausesTheLoopAsASingleRequestWould() {
        let fetcher = ScriptedQuoteFetcher(scheduler: scheduler, latency: 50)
        fetcher.quoteBatchSize = 30
        fetcher.batchFailure = .rateLimited
        let events = run(fetcher, until: 600)
        let failures = events.compactMap { record -> QuoteFeedFailure? in
            guard case .next(.failure(let failure)) = record.value else { return nil }
            return failure
        }
        #expect(failures.first?.code == nil)
        #expect(fetcher.batches.count <= 4, "no hammering while paused")
    }
}
