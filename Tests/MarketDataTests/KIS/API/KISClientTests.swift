// The KIS client against the fake KIS server: token flow and cache, the exact request, the real-shaped answer.

import Domain
import Foundation
@testable import MarketData
import Networking
import NetworkTestSupport
import Reactive
import Testing

@Suite final class KISClientTests {
    private let samsung = StockCode("005930")!
    private let cacheRoot = FileManager.default.temporaryDirectory.appendingPathComponent("kis-client-\(UUID().uuidString)")
    private let credentials = KISCredentials.fakeServerAccount()
    private var appKey: String { credentials.appKey }

    deinit {
        try? FileManager.default.removeItem(at: cacheRoot)
    }

    private func client(_ server: FakeKISServer, cache: String = "cache") throws -> KISClient {
        try KISClient.forTests(server: server, credentials: credentials, cacheDirectory: cacheRoot.appendingPathComponent(cache))
    }

    private func quote(_ client: KISClient, _ code: StockCode) async -> Result<Quote, any Error> {
        await firstResult(of: client.quote(for: code))
    }

    @Test func firstQuoteIssuesATokenAndSendsExactlyTheDocumentedRequest() async throws {
        let server = try await FakeKISServer.shared.value
        let quote = try await quote(try client(server), samsung).get()
        let requests = await server.requests(appKey: appKey)
        #expect(requests.map(\.path) == ["/oauth2/tokenP", "/uapi/domestic-stock/v1/quotations/inquire-price"])
        let issue = try #require(requests.first)
        #expect(issue.method == "POST")
        let body = try JSONSerialization.jsonObject(with: Data(issue.body.utf8)) as? [String: String]
        #expect(body == ["grant_type": "client_credentials", "appkey": credentials.appKey, "appsecret": credentials.appSecret])
        let inquiry = try #require(requests.last)
        #expect(inquiry.method == "GET")
        #expect(inquiry.queryItems == [.init(name: "FID_COND_MRKT_DIV_CODE", value: "J"), .init(name: "FID_INPUT_ISCD", value: "005930")])
        #expect(inquiry.header("content-type") == "application/json; charset=utf-8")
        #expect(inquiry.header("authorization")?.hasPrefix("Bearer fake-token-") == true)
        #expect(inquiry.header("appkey") == credentials.appKey)
        #expect(inquiry.header("appsecret") == credentials.appSecret)
        #expect(inquiry.header("tr_id") == "FHKST01010100")
        #expect(inquiry.header("custtype") == "P")
        #expect(quote.code == samsung)
        let figures: [Int] = [quote.price, quote.change, quote.open, quote.high, quote.low, quote.upperLimit, quote.lowerLimit, quote.basePrice]
        #expect(figures == [272_250, 250, 269_500, 279_500, 268_500, 353_500, 190_500, 272_000])
        #expect(quote.sign == .rise)
        #expect(quote.changeRate == 0.09)
    }

    @Test func aBatchLeavesOutTheCodesPricedOnTheUnifiedVenueWhichIntstockMultpriceDoesNotServe() async throws {
        let server = try await FakeKISServer.shared.value
        let naver = StockCode("035420")!
        let client = try KISClient.forTests(
            server: server, accountType: .real, credentials: credentials, cacheDirectory: cacheRoot.appendingPathComponent("cache"),
            venue: .unified, nxtEligible: [samsung]
        )
        let quotes = try await firstResult(of: client.fetchQuotes(for: [samsung, naver])).get()
        #expect(quotes.map(\.code) == [naver])
        let batches = await server.requests(appKey: appKey).filter { $0.path.hasSuffix("intstock-multprice") }
        #expect(batches.map(\.queryItems) == [[.init(name: "FID_COND_MRKT_DIV_CODE_1", value: "J"), .init(name: "FID_INPUT_ISCD_1", value: "035420")]])
        let onlyUnified = try await firstResult(of: client.fetchQuotes(for: [samsung])).get()
        #expect(onlyUnified.isEmpty)
        #expect(await server.requests(appKey: appKey).filter { $0.path.hasSuffix("intstock-multprice") }.count == 1)
    }

    @Test func aSecondClientReusesTheCachedTokenFromAFileOnlyTheOwnerCanRead() async throws {
        let server = try await FakeKISServer.shared.value
        _ = try await quote(try client(server), samsung).get()
        _ = try await quote(try client(server), StockCode("035420")!).get()
        let requests = await server.requests(appKey: appKey)
        #expect(requests.filter { $0.path == "/oauth2/tokenP" }.count == 1)
        let bearers = Set(requests.compactMap { $0.header("authorization") })
        #expect(bearers.count == 1)
        let file = cacheRoot.appendingPathComponent("cache/kis-token.json").path
        let mode = try #require(FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int)
        #expect(mode == 0o600)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(!text.contains(credentials.appKey) && !text.contains(credentials.appSecret))
    }

    @Test func noSecondIssueWithinAMinuteEvenWhenKISRejectsTheToken() async throws {
        let server = try await FakeKISServer.shared.value
        let client = try client(server)
        let start = Date()
        _ = try await quote(client, samsung).get()
        await server.inject(.kisError("EGW00123", message: "기간이 만료된 token 입니다.", status: 500), on: .quote(nil), appKey: appKey)
        let result = await quote(client, samsung)
        // The minute counts from the issue, which came after `start`: a loaded machine's seconds are in it.
        let elapsed = Date().timeIntervalSince(start)
        guard case .failure(KISError.tokenIssueTooFrequent(let retryAfter)) = result else {
            Issue.record("expected tokenIssueTooFrequent, got \(result)")
            return
        }
        #expect(retryAfter >= 60 - elapsed - 1 && retryAfter <= 60)
        #expect(await server.requests(appKey: appKey).filter { $0.path == "/oauth2/tokenP" }.count == 1)
    }

    @Test func kisRefusingASecondIssueIsReportedAsTooFrequent() async throws {
        let server = try await FakeKISServer.shared.value
        _ = try await quote(try client(server, cache: "a"), samsung).get()
        let result = await quote(try client(server, cache: "b"), samsung)
        #expect(result.kisError == .tokenIssueTooFrequent(retryAfter: 60))
    }

    @Test func aRefusedIssueIsRememberedOnDiskSoTheNextRunDoesNotAskWithinTheMinute() async throws {
        let server = try await FakeKISServer.shared.value
        _ = try await quote(try client(server, cache: "a"), samsung).get()
        #expect(await quote(try client(server, cache: "b"), samsung).kisError == .tokenIssueTooFrequent(retryAfter: 60))
        // A second run a moment later, sharing the first one's cache folder, as two `--once` runs do.
        let result = await quote(try client(server, cache: "b"), samsung)
        guard case .failure(KISError.tokenIssueTooFrequent(let retryAfter)) = result else {
            Issue.record("expected tokenIssueTooFrequent, got \(result)")
            return
        }
        #expect(retryAfter > 50 && retryAfter <= 60)
        #expect(await server.requests(appKey: appKey).filter { $0.path == "/oauth2/tokenP" }.count == 2)
        let file = cacheRoot.appendingPathComponent("b/kis-token.json").path
        #expect(try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int == 0o600)
    }

    @Test func anExpiredTokenIsRenewedOnceAndTheQuoteSucceeds() async throws {
        let server = try await FakeKISServer.shared.value
        let stale = try seedCache(server: server, token: "stale-token")
        let quote = try await quote(try client(server), samsung).get()
        #expect(quote.price == 272_250)
        let requests = await server.requests(appKey: appKey)
        #expect(requests.map(\.path) == [
            "/uapi/domestic-stock/v1/quotations/inquire-price", "/oauth2/tokenP", "/uapi/domestic-stock/v1/quotations/inquire-price",
        ])
        #expect(requests.first?.header("authorization") == "Bearer \(stale.value)")
        let renewed = try #require(requests.last?.header("authorization"))
        #expect(renewed.hasPrefix("Bearer fake-token-"))
        let cached = KISTokenCache(directory: cacheRoot.appendingPathComponent("cache"))
            .token(for: KISTokenCache.key(host: server.baseURL, credentials: credentials))
        #expect(cached.map { "Bearer \($0.value)" } == renewed)
    }

    @Test func aCachedTokenAboutToExpireIsReplacedBeforeUse() async throws {
        let server = try await FakeKISServer.shared.value
        let now = Date()
        let expiring = KISAccessToken(value: "expiring-token", issuedAt: now.addingTimeInterval(-86_280), expiresAt: now.addingTimeInterval(120))
        try KISTokenCache(directory: cacheRoot.appendingPathComponent("cache"))
            .store(expiring, for: KISTokenCache.key(host: server.baseURL, credentials: credentials), now: now)
        await server.acceptToken("expiring-token", appKey: appKey)
        _ = try await quote(try client(server), samsung).get()
        let requests = await server.requests(appKey: appKey)
        #expect(requests.map(\.path) == ["/oauth2/tokenP", "/uapi/domestic-stock/v1/quotations/inquire-price"])
        #expect(requests.last?.header("authorization") != "Bearer expiring-token")
    }

    @Test func anUnknownCodeIsNoSuchStock() async throws {
        let server = try await FakeKISServer.shared.value
        let unknown = StockCode("999999")!
        #expect(await quote(try client(server), unknown).kisError == .noSuchStock(unknown))
    }

    @Test func aPaperKeyOnTheRealHostIsAConfigurationError() async throws {
        let server = try await FakeKISServer.shared.value
        await server.inject(.kisError("EGW02004", message: "실전투자 TR이 아닙니다.", status: 500), on: .quote(nil), appKey: appKey)
        let real = try KISClient.forTests(
            server: server, accountType: .real, credentials: credentials, cacheDirectory: cacheRoot.appendingPathComponent("cache")
        )
        let result = await quote(real, samsung)
        #expect(result.kisError == .wrongAccountType(host: .real))
        #expect(result.kisError?.message.contains("paper account") == true)
    }

    /// Writes `token` into the cache as issued two hours ago and valid for a day more; the server does not know it.
    private func seedCache(server: FakeKISServer, token: String) throws -> KISAccessToken {
        let now = Date()
        let seeded = KISAccessToken(value: token, issuedAt: now.addingTimeInterval(-7200), expiresAt: now.addingTimeInterval(86_400))
        try KISTokenCache(directory: cacheRoot.appendingPathComponent("cache"))
            .store(seeded, for: KISTokenCache.key(host: server.baseURL, credentials: credentials), now: now)
        return seeded
    }
}

extension Result {
    /// The KISError of a failure, nil otherwise.
    var kisError: KISError? {
        if case .failure(let error) = self { return error as? KISError }
        return nil
    }
}
