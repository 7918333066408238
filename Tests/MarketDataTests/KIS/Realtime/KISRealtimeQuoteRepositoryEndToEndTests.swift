// The real-time-aware kis feed against the fake KIS server: live quotes, reconnects, silence, garbage, refusals.

import Domain
import Foundation
@testable import MarketData
import Networking
import NetworkTestSupport
import Reactive
import Synchronization
import Testing

@Suite final class KISRealtimeQuoteRepositoryEndToEndTests {
    private static let samsung = StockCode("005930")!
    private static let naver = StockCode("035420")!
    private static let hynix = StockCode("000660")!
    private let cacheRoot = FileManager.default.temporaryDirectory.appendingPathComponent("kis-realtime-\(UUID().uuidString)")
    private let credentials = KISCredentials.fakeServerAccount()
    private let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "kis-realtime-tests")
    private let backoff = ExponentialBackoff(initial: 0.05, maximum: 0.5)

    deinit {
        try? FileManager.default.removeItem(at: cacheRoot)
    }

    /// A running `quotes(for:)` subscription with everything it emitted so far.
    private final class Feed: Sendable {
        let events = Mutex<[QuoteFeedEvent]>([])
        let status = Mutex<QuoteFeedStatus?>(nil)
        let subscriptions = CompositeDisposable()

        func prices(of code: StockCode) -> [Int] {
            events.withLock { $0.compactMap { if case .quote(let quote) = $0, quote.code == code { quote.price } else { nil } } }
        }

        var latest: QuoteFeedStatus? { status.withLock { $0 } }

        func stop() { subscriptions.dispose() }
    }

    private func start(_ server: FakeKISServer, codes: [StockCode], silence: TimeInterval = 20) throws -> Feed {
        try watch(repository(server, silence: silence), codes: codes)
    }

    private func repository(_ server: FakeKISServer, silence: TimeInterval = 20) throws -> KISRealtimeQuoteRepository {
        let client = try KISClient.forTests(server: server, credentials: credentials, cacheDirectory: cacheRoot)
        let scheduler = self.scheduler
        let backoff = self.backoff
        return KISRealtimeQuoteRepository(
            fetcher: client, access: .session(server.webSocketURL), scheduler: scheduler, backoff: backoff
        ) { url in
            KISRealtimeSession(
                url: url, connector: WebSocketClient(pingInterval: 1, hangUpAfter: 5), approvalKeys: client.approvalKeys,
                scheduler: scheduler, backoff: backoff, silenceTimeout: silence
            )
        }
    }

    private func watch(_ repository: KISRealtimeQuoteRepository, codes: [StockCode]) -> Feed {
        let feed = Feed()
        let status = repository.status.subscribe(onNext: { value in feed.status.withLock { $0 = value } })
        let events = repository.quotes(for: codes).subscribe(onNext: { event in feed.events.withLock { $0.append(event) } })
        _ = feed.subscriptions.insert(status)
        _ = feed.subscriptions.insert(events)
        return feed
    }

    private func allLive(_ feed: Feed, _ codes: [StockCode]) -> Bool {
        codes.allSatisfy { feed.latest?.sources[$0] == .live }
    }

    @Test func liveQuotesArriveAndAPricePushedOnTheServerShowsUp() async throws {
        let server = try await FakeKISServer.shared.value
        let feed = try start(server, codes: [Self.samsung, Self.naver])
        defer { feed.stop() }
        #expect(await eventually(timeout: 10) { self.allLive(feed, [Self.samsung, Self.naver]) })
        #expect(feed.latest?.health == .connected)
        #expect(await eventually(timeout: 10) {
            await server.pushTrade(code: Self.samsung.rawValue, price: 281_000, fields: 47)
            return feed.prices(of: Self.samsung).contains(281_000)
        })
        let session = await server.webSocketSessions(appKey: credentials.appKey).first
        #expect(Set(session?.codes ?? []) == [Self.samsung.rawValue, Self.naver.rawValue])
    }

    @Test func switchingWatchlistsKeepsTheOneSessionAndMovesItsRegistrations() async throws {
        let server = try await FakeKISServer.shared.value
        let repository = try repository(server)
        let first = watch(repository, codes: [Self.samsung])
        #expect(await eventually(timeout: 10) { self.allLive(first, [Self.samsung]) })
        first.stop()
        let second = watch(repository, codes: [Self.naver, Self.hynix])
        defer { second.stop() }
        #expect(await eventually(timeout: 10) {
            let sessions = await server.webSocketSessions(appKey: self.credentials.appKey)
            return self.allLive(second, [Self.naver, Self.hynix]) && Set(sessions.last?.codes ?? []) == [Self.naver.rawValue, Self.hynix.rawValue]
        })
        let sessions = await server.webSocketSessions(appKey: credentials.appKey)
        #expect(sessions.count == 1)
        #expect(sessions.first?.open == true)
    }

    @Test func anAbruptCloseFallsBackToPollingThenGoesLiveAgain() async throws {
        let server = try await FakeKISServer.shared.value
        let feed = try start(server, codes: [Self.samsung])
        defer { feed.stop() }
        #expect(await eventually(timeout: 10) { self.allLive(feed, [Self.samsung]) })
        let polledBefore = await server.requests(appKey: credentials.appKey, code: Self.samsung.rawValue).count
        await server.inject(.abruptClose, appKey: credentials.appKey)
        #expect(await eventually(timeout: 10) {
            await server.requests(appKey: self.credentials.appKey, code: Self.samsung.rawValue).count > polledBefore
        }, "polled over REST while the socket is down")
        #expect(await eventually(timeout: 10) {
            await server.webSocketSessions(appKey: self.credentials.appKey).filter(\.open).count == 1
                && self.allLive(feed, [Self.samsung])
        })
        #expect(await server.webSocketSessions(appKey: credentials.appKey).count == 2)
    }

    @Test func silenceIsDetectedAndTheSessionReconnects() async throws {
        let server = try await FakeKISServer.shared.value
        let feed = try start(server, codes: [Self.samsung], silence: 1)
        defer { feed.stop() }
        #expect(await eventually(timeout: 10) { self.allLive(feed, [Self.samsung]) })
        await server.inject(.silence, appKey: credentials.appKey)
        #expect(await eventually(timeout: 10) {
            if case .down(let reason, _) = feed.latest?.health { return reason.contains("No frame") }
            return false
        })
        #expect(await eventually(timeout: 10) { await server.webSocketSessions(appKey: self.credentials.appKey).count >= 2 })
    }

    @Test func garbageFramesAreCountedAndTheSessionStaysUp() async throws {
        let server = try await FakeKISServer.shared.value
        let feed = try start(server, codes: [Self.samsung])
        defer { feed.stop() }
        #expect(await eventually(timeout: 10) { self.allLive(feed, [Self.samsung]) })
        await server.inject(.garbage(4), appKey: credentials.appKey)
        #expect(await eventually(timeout: 10) { feed.latest?.malformedFrames == 4 })
        #expect(feed.latest?.health == .connected)
    }

    @Test func anInvalidApprovalKeyIsReplacedByANewOne() async throws {
        let server = try await FakeKISServer.shared.value
        await server.inject(.status(200, body: #"{"approval_key":"not-a-key-the-server-knows"}"#), on: .approval, appKey: credentials.appKey)
        let feed = try start(server, codes: [Self.samsung])
        defer { feed.stop() }
        #expect(await eventually(timeout: 10) {
            await server.requests(appKey: self.credentials.appKey).filter { $0.path == KISEndPoints.approvalPath }.count == 2
        })
        #expect(await eventually(timeout: 10) {
            self.allLive(feed, [Self.samsung]) && feed.latest?.health == .connected
        })
        let sessions = await server.webSocketSessions(appKey: credentials.appKey)
        #expect(sessions.last?.codes == [Self.samsung.rawValue])
    }

    @Test func theRegistrationTheServerRefusesStaysOnPolling() async throws {
        let server = try await FakeKISServer.start()
        await server.configureWebSocket(pingPongInterval: 0, limit: 2)
        let feed = try start(server, codes: [Self.samsung, Self.naver, Self.hynix])
        defer { feed.stop() }
        #expect(await eventually(timeout: 10) {
            self.allLive(feed, [Self.samsung, Self.naver]) && feed.latest?.sources[Self.hynix] == .polled
        })
        #expect(await eventually(timeout: 10) { !feed.prices(of: Self.hynix).isEmpty })
        #expect(await server.webSocketSessions().first?.codes.count == 2)
    }
}
