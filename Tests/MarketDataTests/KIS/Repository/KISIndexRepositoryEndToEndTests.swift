// Tests of the KIS index feed against the fake KIS server: the request, the decoded figures, failures.

import Domain
import Foundation
@testable import MarketData
import NetworkTestSupport
import Reactive
import Testing

@Suite struct KISIndexRepositoryEndToEndTests {
    private func repository(_ server: FakeKISServer, credentials: KISCredentials, interval: TimeInterval = 60) throws -> KISIndexRepository {
        let client = try KISClient.forTests(server: server, credentials: credentials, cacheDirectory: nil)
        return KISIndexRepository(client: client, scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "index-tests"), interval: interval)
    }

    @Test func pollsTheThreeIndicesWithKISRequests() async throws {
        let server = try await FakeKISServer.shared.value
        let credentials = KISCredentials.fakeServerAccount()
        let events = await collect(try repository(server, credentials: credentials).indices()) { $0.count >= 3 }
        let indices = events.compactMap { event -> MarketIndex? in if case .index(let index) = event { index } else { nil } }
        #expect(indices.map(\.kind) == [.kospi, .kosdaq, .kospi200])
        let kospi = try #require(indices.first)
        #expect(kospi.value == 2612.35 && kospi.change == 12.40 && kospi.changeRate == 0.48 && kospi.sign == .rise)
        #expect(kospi.advancers == 512 && kospi.decliners == 338)
        let kosdaq = try #require(indices.dropFirst().first)
        #expect(kosdaq.change == -3.18 && kosdaq.changeRate == -0.36 && kosdaq.sign == .fall)
        let requests = await server.requests(appKey: credentials.appKey).filter { $0.path.hasSuffix("inquire-index-price") }
        #expect(requests.map { Dictionary(uniqueKeysWithValues: $0.query.map { ($0[0], $0[1]) })["FID_INPUT_ISCD"] } == ["0001", "1001", "2001"])
        #expect(requests.allSatisfy { request in request.headers.contains { $0[0].lowercased() == "tr_id" && $0[1] == "FHPUP02100000" } })
    }

    @Test func aFailedIndexIsAnEventAndTheOthersFollow() async throws {
        let server = try await FakeKISServer.shared.value
        let credentials = KISCredentials.fakeServerAccount()
        await server.inject(.kisError("EGW00500", message: "서버 오류", status: 500), on: .index("1001"), appKey: credentials.appKey)
        let events = await collect(try repository(server, credentials: credentials).indices()) { $0.count >= 3 }
        #expect(events.count == 3)
        #expect(events.dropFirst().first == .failure(kind: .kosdaq, message: "KIS error EGW00500: 서버 오류"))
        if case .index(let kospi200) = events.last { #expect(kospi200.kind == .kospi200) } else { Issue.record("no KOSPI200: \(events)") }
    }
}
