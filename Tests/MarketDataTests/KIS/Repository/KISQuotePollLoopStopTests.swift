// A refusal only the user can end stops the poll loop at once: the requests still waiting for their turn are not sent.

import Domain
import Foundation
@testable import MarketData
import Networking
import Reactive
import ReactiveTesting
import Testing

@Suite struct KISQuotePollLoopStopTests {
    /// Ticks of 1 ms.
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    private let codes = ["005930", "035420", "000660"].compactMap(StockCode.init)

    @Test func theRequestsWaitingForTheirTurnAreCancelledByTheStop() {
        let limiter = RateLimiter(capacity: 1, refillPerSecond: 1, scheduler: scheduler)
        let fetcher = ScriptedQuoteFetcher(scheduler: scheduler, limiter: limiter, latency: 50)
        fetcher.fail(codes[0], with: .api(code: "EGW00003", message: "접근이 거부되었습니다."))
        let repository = KISQuoteRepository(fetcher: fetcher, scheduler: scheduler, backoff: ExponentialBackoff(initial: 1, maximum: 60), maximumInFlight: 4)
        let events = scheduler.start(created: 0, subscribed: 100, disposed: 5000) { repository.quotes(for: self.codes) }.events
        let quotes = events.filter { if case .next(.quote) = $0.value { return true } else { return false } }
        let failures = events.compactMap { record -> QuoteFeedFailure? in
            guard case .next(.failure(let failure)) = record.value else { return nil }
            return failure
        }
        #expect(failures.count == 1 && failures.first?.healsByItself == false)
        #expect(quotes.isEmpty, "the two requests queued behind the refused one were never answered: they were not sent")
    }
}
