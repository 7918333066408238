// The polling loop across threads: network answers on the HTTP transport's threads, steps on a concurrent scheduler.

import Domain
import Foundation
@testable import MarketData
import Networking
import NetworkTestSupport
import Reactive
import Testing

@Suite struct KISQuoteRepositoryConcurrencyTests {
    @Test func twoStreamsOnAConcurrentSchedulerDeliverInTurnAndStopWhenDisposed() async throws {
        let server = try await FakeKISServer.shared.value
        let credentials = KISCredentials.fakeServerAccount()
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let client = try KISClient(
            host: KISHost(baseURL: server.baseURL, accountType: .real), credentials: credentials, cacheDirectory: nil,
            timeout: 5, requestsPerSecond: 400, scheduler: scheduler
        )
        let repository = KISQuoteRepository(client: client, scheduler: scheduler, backoff: ExponentialBackoff(initial: 0.05, maximum: 0.5))
        let codes = ["005930", "035420", "000660"].compactMap(StockCode.init)
        let both = Observable.merge([repository.quotes(for: codes), repository.quotes(for: codes.reversed())])
        let events = await collect(both) { events in events.filter { $0.quote != nil }.count >= 12 }
        let quoted = events.compactMap { $0.quote?.code }
        #expect(quoted.count >= 12)
        #expect(Set(quoted) == Set(codes))
        #expect(events.compactMap(\.failure).isEmpty, "\(events.compactMap(\.failure))")
        // Disposed by `collect`: at most the requests in flight may still arrive, not a stream of them.
        let sentAfterDispose = await server.requests(appKey: credentials.appKey).count
        let settled = await eventually(timeout: 0.3) { await server.requests(appKey: credentials.appKey).count > sentAfterDispose + 2 }
        #expect(!settled)
    }
}
