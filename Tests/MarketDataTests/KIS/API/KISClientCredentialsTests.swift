// A KIS client taking another app key while it runs (R after the key was fixed in config.json), against the fake server.

import Domain
import Foundation
@testable import MarketData
import NetworkTestSupport
import Reactive
import Testing

@Suite final class KISClientCredentialsTests {
    private let samsung = StockCode("005930")!
    private let cacheRoot = FileManager.default.temporaryDirectory.appendingPathComponent("kis-client-credentials-\(UUID().uuidString)")

    deinit {
        try? FileManager.default.removeItem(at: cacheRoot)
    }

    @Test func aKeyRefusedThenFixedPricesWithTheNewKeyAndItsOwnToken() async throws {
        let server = try await FakeKISServer.shared.value
        let fixed = KISCredentials.fakeServerAccount()
        let mistyped = try KISCredentials(appKey: fixed.appKey, appSecret: "mistyped-secret")
        let client = try KISClient.forTests(server: server, credentials: mistyped, cacheDirectory: cacheRoot)
        guard case .failure(let refusal) = await firstResult(of: client.quote(for: samsung)) else {
            Issue.record("the mistyped secret was taken")
            return
        }
        #expect((refusal as? KISError)?.healsByItself == false, "refused for good: \(refusal)")
        #expect(client.use(fixed))
        let quote = try await firstResult(of: client.quote(for: samsung)).get()
        #expect(quote.price == 272_250)
        let requests = await server.requests(appKey: fixed.appKey)
        let issues = requests.filter { $0.path == "/oauth2/tokenP" }
        #expect(issues.count == 2, "one issue refused, one for the fixed secret")
        let lastIssue = try #require(issues.last)
        let body = try JSONSerialization.jsonObject(with: Data(lastIssue.body.utf8)) as? [String: String]
        #expect(body?["appsecret"] == fixed.appSecret)
        #expect(requests.last?.header("appsecret") == fixed.appSecret)
    }

    @Test func theSameCredentialsAgainChangeNothing() throws {
        let credentials = KISCredentials.fakeServerAccount()
        let client = try KISClient(
            host: KISHost(baseURL: URL(string: "http://127.0.0.1:9")!, accountType: .paper), credentials: credentials, cacheDirectory: nil,
            scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "kis-client-credentials-tests")
        )
        let tokens = client.tokens
        #expect(!client.use(credentials))
        #expect(client.tokens === tokens, "the token provider (and its token) is kept")
    }
}
