// The pace one app key shares between processes: slots on the machine's clock, whatever `--clock` says.

import Domain
import Foundation
@testable import MarketData
import NetworkTestSupport
import Reactive
import Testing

@Suite final class KISSharedRequestPaceTests {
    private let cacheRoot = FileManager.default.temporaryDirectory.appendingPathComponent("kis-pace-\(UUID().uuidString)")
    private let credentials = KISCredentials.fakeServerAccount()
    private let samsung = StockCode("005930")!

    deinit {
        try? FileManager.default.removeItem(at: cacheRoot)
    }

    /// A client of the shared test account at 2 requests a second whose clock reads `shift` seconds off the
    /// machine's, as two `--clock` processes started apart do.
    private func client(_ server: FakeKISServer, shift: TimeInterval) throws -> KISClient {
        try KISClient(
            host: KISHost(baseURL: server.baseURL, accountType: .paper),
            credentials: credentials,
            cacheDirectory: cacheRoot,
            timeout: 5,
            requestsPerSecond: 2,
            scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "kis-pace-tests"),
            clock: { Date().addingTimeInterval(shift) }
        )
    }

    /// Seconds from `start` until the first quote of `client` arrived; nil when none came within 10 s.
    private func secondsToQuote(_ client: KISClient, since start: Date) async -> TimeInterval? {
        let quotes = await collect(client.quote(for: samsung).asObservable(), timeout: 10) { !$0.isEmpty }
        return quotes.isEmpty ? nil : Date().timeIntervalSince(start)
    }

    @Test func twoClientsWhoseClocksDisagreeStillTakeTurnsHalfASecondApart() async throws {
        let server = try await FakeKISServer.shared.value
        let early = try client(server, shift: -50)
        let onTime = try client(server, shift: 0)
        let start = Date()
        let first = await secondsToQuote(early, since: start)
        let second = await secondsToQuote(onTime, since: start)
        let third = await secondsToQuote(early, since: start)
        #expect(first != nil)
        #expect(try #require(second) >= 0.5)
        #expect(try #require(third) >= 1.0)
    }
}
