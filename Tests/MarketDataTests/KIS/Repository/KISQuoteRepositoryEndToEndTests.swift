// The live quote stream against the fake KIS server: each fault is reported and the stream goes on.

import Domain
import Foundation
@testable import MarketData
import Networking
import NetworkTestSupport
import Reactive
import Synchronization
import Testing

@Suite final class KISQuoteRepositoryEndToEndTests {
    private static let samsung = StockCode("005930")!
    private static let naver = StockCode("035420")!
    private let cacheRoot = FileManager.default.temporaryDirectory.appendingPathComponent("kis-stream-\(UUID().uuidString)")
    private let credentials = KISCredentials.fakeServerAccount()
    private let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "kis-stream-tests")
    private let backoff = ExponentialBackoff(initial: 0.05, maximum: 0.5)

    deinit {
        try? FileManager.default.removeItem(at: cacheRoot)
    }

    private func repository(_ server: FakeKISServer, timeout: TimeInterval = 5) throws -> KISQuoteRepository {
        let client = try KISClient.forTests(server: server, credentials: credentials, cacheDirectory: cacheRoot, timeout: timeout)
        return KISQuoteRepository(client: client, scheduler: scheduler, backoff: backoff)
    }

    /// One fault on the first 005930 request, and the failure the stream must report for it.
    struct FaultCase: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let fault: FakeServerFault
        let failedCode: StockCode?
        let message: String
        var timeout: TimeInterval = 5
    }

    /// The slow case's client timeout is short but not so short that a loaded machine trips it elsewhere.
    static let faults: [FaultCase] = [
        FaultCase(testDescription: "slow answer past the timeout", fault: .delay(3), failedCode: samsung,
                  message: "127.0.0.1 did not answer in full within 1.0 s.", timeout: 1),
        FaultCase(testDescription: "HTTP 500", fault: .status(500, body: "Internal Server Error"), failedCode: samsung,
                  message: "The server answered HTTP 500 Internal Server Error."),
        FaultCase(testDescription: "EGW00201 with HTTP 200",
                  fault: .kisError("EGW00201", message: "초당 거래건수를 초과하였습니다.", status: 200), failedCode: nil,
                  message: KISError.rateLimited.message),
        FaultCase(testDescription: "malformed JSON", fault: .malformedJSON, failedCode: samsung,
                  message: "Unexpected answer from the server (KISInquirePriceResponseDTO): not valid JSON."),
    ]

    @Test(arguments: faults)
    func aFaultIsReportedAndTheStreamGoesOn(_ faultCase: FaultCase) async throws {
        let server = try await FakeKISServer.shared.value
        await server.inject(faultCase.fault, on: .quote(Self.samsung.rawValue), appKey: credentials.appKey)
        let stream = try repository(server, timeout: faultCase.timeout).quotes(for: [Self.samsung, Self.naver])
        let events = await collect(stream, timeout: 60) { events in
            Self.quoteAfterFailure(in: events, for: Self.samsung) && Self.quoteAfterFailure(in: events, for: Self.naver)
        }
        let failures = events.compactMap(\.failure)
        #expect(failures.first?.code == faultCase.failedCode)
        #expect(failures.first?.message == faultCase.message)
        #expect(failures.first?.retryAfter == 0.05)
        #expect(Self.quoteAfterFailure(in: events, for: Self.samsung))
        #expect(Self.quoteAfterFailure(in: events, for: Self.naver))
    }

    @Test func anExpiredTokenMidStreamIsRenewedWithoutAFailure() async throws {
        let server = try await FakeKISServer.shared.value
        let now = Date()
        let seeded = KISAccessToken(value: "seeded-token", issuedAt: now.addingTimeInterval(-7200), expiresAt: now.addingTimeInterval(86_400))
        try KISTokenCache(directory: cacheRoot).store(seeded, for: KISTokenCache.key(host: server.baseURL, credentials: credentials), now: now)
        await server.acceptToken("seeded-token", appKey: credentials.appKey)
        await server.inject(.kisError("EGW00123", message: "기간이 만료된 token 입니다.", status: 500), on: .quote(Self.samsung.rawValue), appKey: credentials.appKey)
        let events = await collect(try repository(server).quotes(for: [Self.samsung, Self.naver])) { events in
            events.compactMap(\.quote).filter { $0.code == Self.samsung }.count >= 2
        }
        #expect(events.compactMap(\.failure).isEmpty)
        #expect(events.compactMap(\.quote).filter { $0.code == Self.samsung }.count >= 2)
        let requests = await server.requests(appKey: credentials.appKey)
        #expect(requests.filter { $0.path == "/oauth2/tokenP" }.count == 1)
        #expect(requests.first?.header("authorization") == "Bearer seeded-token")
    }

    @Test func connectionRefusedIsAFeedFailureUntilTheServerComes() async throws {
        let port = unusedLoopbackPort()
        let host = KISHost(baseURL: URL(string: "http://127.0.0.1:\(port)")!, accountType: .paper)
        let client = try KISClient(
            host: host, credentials: credentials, cacheDirectory: cacheRoot, timeout: 5, requestsPerSecond: 200, scheduler: scheduler
        )
        let stream = KISQuoteRepository(client: client, scheduler: scheduler, backoff: backoff).quotes(for: [Self.samsung])
        let started = ServerSlot()
        let events = await collect(stream, timeout: 60) { events in
            let refusals = events.compactMap(\.failure).filter { $0.code == nil }
            if refusals.count == 2 { started.start(port: port) }
            return events.contains { $0.quote != nil }
        }
        let refusals = events.compactMap(\.failure)
        #expect(refusals.count >= 2)
        #expect(refusals.allSatisfy { $0.code == nil && $0.message.hasSuffix(NetworkError.notConnected(host: "127.0.0.1").message) })
        #expect(refusals.prefix(2).map(\.retryAfter) == [0.05, 0.1])
        #expect(events.last?.quote?.price == 272_250)
        await started.stop()
    }

    /// True when `events` hold a quote for `code` after the first failure.
    private static func quoteAfterFailure(in events: [QuoteFeedEvent], for code: StockCode) -> Bool {
        guard let index = events.firstIndex(where: { $0.failure != nil }) else { return false }
        return events[index...].contains { $0.quote?.code == code }
    }
}

/// Starts the fake server once, from the stream's callback, and stops it at the end of the test.
private final class ServerSlot: Sendable {
    private let task = Mutex<Task<FakeKISServer, any Error>?>(nil)

    func start(port: Int) {
        task.withLock { task in
            if task == nil { task = Task { try await FakeKISServer.start(port: port) } }
        }
    }

    func stop() async {
        let started = task.withLock { $0 }
        try? await started?.value.stop()
    }
}

extension QuoteFeedEvent {
    var quote: Quote? {
        if case .quote(let quote) = self { return quote }
        return nil
    }

    var failure: QuoteFeedFailure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
