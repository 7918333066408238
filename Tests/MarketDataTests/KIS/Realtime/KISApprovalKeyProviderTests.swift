// The approval key against the fake server: issued once, cached 0600 across clients, redacted, discarded on demand.

import Foundation
@testable import MarketData
import NetworkTestSupport
import Testing

@Suite final class KISApprovalKeyProviderTests {
    private let cacheRoot = FileManager.default.temporaryDirectory.appendingPathComponent("kis-approval-\(UUID().uuidString)")
    private let credentials = KISCredentials.fakeServerAccount()

    deinit {
        try? FileManager.default.removeItem(at: cacheRoot)
    }

    private func approvalRequests(_ server: FakeKISServer) async -> Int {
        await server.requests(appKey: credentials.appKey).filter { $0.path == KISEndPoints.approvalPath }.count
    }

    private func key(_ server: FakeKISServer) async throws -> KISAccessToken {
        let client = try KISClient.forTests(server: server, credentials: credentials, cacheDirectory: cacheRoot)
        return try await firstResult(of: client.approvalKeys.approvalKey()).get()
    }

    @Test func isIssuedOnceAndReusedFromTheCacheByTheNextClient() async throws {
        let server = try await FakeKISServer.shared.value
        let first = try await key(server)
        let second = try await key(server)
        #expect(first.value == second.value, "the cache keeps whole seconds, so only the key is compared")
        #expect(first.value.hasPrefix("fake-approval-"))
        #expect(await approvalRequests(server) == 1)
        let request = try #require(await server.requests(appKey: credentials.appKey).first { $0.path == KISEndPoints.approvalPath })
        #expect(request.body.contains("\"secretkey\":\"\(credentials.appSecret)\""))
    }

    @Test func theCacheFileIsReadableByItsOwnerOnlyAndTheKeyIsNeverInADescription() async throws {
        let server = try await FakeKISServer.shared.value
        let issued = try await key(server)
        let path = cacheRoot.appendingPathComponent(KISTokenCache.fileName).path
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
        #expect(mode & 0o777 == 0o600)
        #expect(!String(describing: issued).contains(issued.value))
        #expect(!String(reflecting: issued).contains(issued.value))
    }

    @Test func aDiscardedKeyIsReplacedByANewOne() async throws {
        let server = try await FakeKISServer.shared.value
        let client = try KISClient.forTests(server: server, credentials: credentials, cacheDirectory: cacheRoot)
        let first = try await firstResult(of: client.approvalKeys.approvalKey()).get()
        client.approvalKeys.discard(first)
        let second = try await firstResult(of: client.approvalKeys.approvalKey()).get()
        #expect(first.value != second.value)
        #expect(await approvalRequests(server) == 2)
        let fresh = try await key(server)
        #expect(fresh.value == second.value, "the next client reads the replacement from the cache")
    }
}
