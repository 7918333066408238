// The polling loop on virtual time: round-robin at the limiter's pace, per-code and feed-wide failures.

import Domain
import Foundation
@testable import MarketData
import Networking
import Reactive
import ReactiveTesting
import Testing

@Suite struct KISQuoteRepositoryTests {
    private let samsung = StockCode("005930")!
    private let hynix = StockCode("000660")!
    private let naver = StockCode("035420")!
    /// Ticks of 1 ms.
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    private let backoff = ExponentialBackoff(initial: 1, maximum: 60)

    /// One request at a time: these tests pin the order of requests and retries.
    private func repository(_ fetcher: ScriptedQuoteFetcher) -> KISQuoteRepository {
        KISQuoteRepository(fetcher: fetcher, scheduler: scheduler, backoff: backoff, maximumInFlight: 1)
    }

    private func run(_ fetcher: ScriptedQuoteFetcher, _ codes: [StockCode], until end: TestTime) -> [Recorded<Event<QuoteFeedEvent>>] {
        let repository = repository(fetcher)
        return scheduler.start(created: 0, subscribed: 100, disposed: end) { repository.quotes(for: codes) }.events
    }

    private func quotes(_ events: [Recorded<Event<QuoteFeedEvent>>]) -> [(code: StockCode, time: TestTime)] {
        events.compactMap { record in
            guard case .next(.quote(let quote)) = record.value else { return nil }
            return (quote.code, record.time)
        }
    }

    private func failures(_ events: [Recorded<Event<QuoteFeedEvent>>]) -> [QuoteFeedFailure] {
        events.compactMap { record in
            guard case .next(.failure(let failure)) = record.value else { return nil }
            return failure
        }
    }

    @Test func pollsRoundRobinAtTheLimitersPace() {
        let limiter = RateLimiter(capacity: 1, refillPerSecond: 1, scheduler: scheduler)
        let fetcher = ScriptedQuoteFetcher(scheduler: scheduler, limiter: limiter, latency: 50)
        let events = run(fetcher, [samsung, hynix, naver], until: 3600)
        #expect(quotes(events).map(\.code) == [samsung, hynix, naver, samsung])
        #expect(quotes(events).map(\.time) == [152, 1152, 2152, 3152])
        #expect(!events.contains { $0.value.isStopEvent })
    }

    @Test func oneBadCodeNeverStopsTheOthers() {
        let fetcher = ScriptedQuoteFetcher(scheduler: scheduler, latency: 100)
        let timeout = KISError.network(.timedOut(host: "h", seconds: 0.3))
        fetcher.alwaysFail(hynix, with: timeout)
        let events = run(fetcher, [samsung, hynix, naver], until: 10_000)
        let delivered = quotes(events).map(\.code)
        #expect(!delivered.contains(hynix))
        #expect(delivered.filter { $0 == samsung }.count >= 30)
        #expect(delivered.filter { $0 == naver }.count >= 30)
        let failed = failures(events)
        #expect(failed.allSatisfy { $0.code == hynix && $0.message == timeout.message })
        #expect(failed.map(\.retryAfter) == [1, 2, 4, 8].map(Optional.some))
        #expect(!events.contains { $0.value.isStopEvent })
    }

    @Test func aCodeThatRecoversIsQuotedAgain() {
        let fetcher = ScriptedQuoteFetcher(scheduler: scheduler, latency: 100)
        fetcher.fail(hynix, with: .network(.httpStatus(code: 500, body: "")), .network(.decoding(type: "T", detail: "not valid JSON")))
        let events = run(fetcher, [samsung, hynix], until: 6000)
        #expect(failures(events).map(\.code) == [hynix, hynix])
        #expect(quotes(events).map(\.code).contains(hynix))
    }

    @Test func anUnknownCodeSitsOutForTheLongestDelay() {
        let fetcher = ScriptedQuoteFetcher(scheduler: scheduler, latency: 100)
        let unknown = StockCode("999999")!
        fetcher.alwaysFail(unknown, with: .noSuchStock(unknown))
        let events = run(fetcher, [unknown, samsung], until: 30_000)
        #expect(failures(events) == [QuoteFeedFailure(code: unknown, message: KISError.noSuchStock(unknown).message, retryAfter: 60)])
        #expect(fetcher.requests.filter { $0.code == unknown }.count == 1)
        #expect(quotes(events).count > 100)
    }

    @Test func aRefusalOnlyTheUserCanEndIsSaidOnceAndNotRetried() {
        let fetcher = ScriptedQuoteFetcher(scheduler: scheduler, latency: 100)
        fetcher.alwaysFail(samsung, with: .tokenIssueRefused(code: "EGW00103", message: "유효하지 않은 AppKey입니다.", host: .paper))
        fetcher.alwaysFail(hynix, with: .tokenIssueRefused(code: "EGW00103", message: "유효하지 않은 AppKey입니다.", host: .paper))
        let events = run(fetcher, [samsung, hynix], until: 600_000)
        #expect(failures(events).count == 1, "said once")
        #expect(failures(events).first?.healsByItself == false)
        #expect(failures(events).first?.retryAfter == nil, "no retry countdown")
        #expect(fetcher.requests.count <= 2, "the requests already in flight, nothing after: \(fetcher.requests.count)")
    }

    @Test func aFeedWideFailureIsReportedWithoutACodeAndRetriedWithBackoff() {
        let fetcher = ScriptedQuoteFetcher(scheduler: scheduler, latency: 100)
        let refused = KISError.network(.notConnected(host: "127.0.0.1"))
        fetcher.fail(samsung, with: refused, refused, refused)
        let events = run(fetcher, [samsung, hynix], until: 8000)
        #expect(failures(events) == [1, 2, 4].map { QuoteFeedFailure(code: nil, message: refused.message, retryAfter: $0) })
        #expect(fetcher.requests.prefix(5).map(\.code) == [samsung, samsung, samsung, samsung, hynix])
        let sent = fetcher.requests.prefix(4).map(\.time)
        #expect(zip(sent.dropFirst(), sent).map { $0 - $1 } == [1101, 2101, 4101])
        #expect(quotes(events).first?.code == samsung)
    }

    @Test func theRequestLimitPausesTheWholeFeed() {
        let fetcher = ScriptedQuoteFetcher(scheduler: scheduler, latency: 10)
        fetcher.fail(samsung, with: .rateLimited, .rateLimited)
        let events = run(fetcher, [samsung, hynix], until: 4000)
        #expect(failures(events) == [1, 2].map { QuoteFeedFailure(code: nil, message: KISError.rateLimited.message, retryAfter: $0) })
        #expect(fetcher.requests.prefix(4).map(\.code) == [samsung, samsung, samsung, hynix])
    }

    @Test func aTokenIssueRefusedForAMinuteWaitsThatLong() {
        let fetcher = ScriptedQuoteFetcher(scheduler: scheduler, latency: 10)
        fetcher.fail(samsung, with: .tokenIssueTooFrequent(retryAfter: 42))
        let events = run(fetcher, [samsung], until: 50_000)
        #expect(failures(events).map(\.retryAfter) == [42])
        #expect(fetcher.requests.map(\.time).prefix(2) == [101, 42_112])
    }

    @Test func disposingStopsPolling() {
        let fetcher = ScriptedQuoteFetcher(scheduler: scheduler, latency: 100)
        _ = run(fetcher, [samsung, hynix], until: 1000)
        let sentBeforeDispose = fetcher.requests.count
        scheduler.advanceTo(5000)
        #expect(fetcher.requests.count == sentBeforeDispose)
        #expect(fetcher.requests.allSatisfy { $0.time < 1000 })
    }

    @Test func duplicatesArePolledOnceAndAnEmptyListPollsNothing() {
        let fetcher = ScriptedQuoteFetcher(scheduler: scheduler, latency: 100)
        let events = run(fetcher, [samsung, samsung, hynix], until: 420)
        #expect(quotes(events).map(\.code) == [samsung, hynix, samsung])
        let idle = ScriptedQuoteFetcher(scheduler: scheduler, latency: 100)
        #expect(run(idle, [], until: 5000).isEmpty)
        #expect(idle.requests.isEmpty)
    }
}

/// The loop with several requests in flight: a request that never answers holds up only its own code.
@Suite struct KISQuotePollLoopInFlightTests {
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    private let codes = ["005930", "000660", "035420"].map { StockCode($0)! }

    private func run(_ fetcher: ScriptedQuoteFetcher, maximumInFlight: Int) -> [StockCode] {
        let observer = scheduler.createObserver(QuoteFeedEvent.self)
        let loop = KISQuotePollLoop(
            codes: codes, fetcher: fetcher, scheduler: scheduler, backoff: .standard,
            maximumInFlight: maximumInFlight, observer: AnyObserver(observer)
        )
        loop.start()
        scheduler.advanceTo(5_000)
        loop.dispose()
        return observer.events.compactMap { if case .next(.quote(let quote)) = $0.value { quote.code } else { nil } }
    }

    @Test func oneHungRequestDoesNotStopTheOtherCodes() {
        let fetcher = ScriptedQuoteFetcher(scheduler: scheduler, latency: 100)
        fetcher.hang(codes[1])
        let delivered = run(fetcher, maximumInFlight: 4)
        #expect(delivered.filter { $0 == codes[0] }.count >= 40)
        #expect(delivered.filter { $0 == codes[2] }.count >= 40)
        #expect(!delivered.contains(codes[1]))
        #expect(fetcher.requests.filter { $0.code == codes[1] }.count == 1)
    }

    @Test func withOneRequestInFlightAHungOneStopsEverything() {
        let fetcher = ScriptedQuoteFetcher(scheduler: scheduler, latency: 100)
        fetcher.hang(codes[1])
        #expect(run(fetcher, maximumInFlight: 1) == [codes[0]])
    }
}
