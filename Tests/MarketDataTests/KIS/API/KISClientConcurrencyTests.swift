// Many first quotes at once on a fresh client: they share one token issue and all succeed.

import Domain
import Foundation
@testable import MarketData
import NetworkTestSupport
import Reactive
import Testing

@Suite struct KISClientConcurrencyTests {
    @Test func simultaneousFirstQuotesShareOneTokenIssue() async throws {
        let server = try await FakeKISServer.shared.value
        let credentials = KISCredentials.fakeServerAccount()
        let client = try KISClient.forTests(server: server, credentials: credentials, cacheDirectory: nil)
        let codes = ["005930", "035420", "000660", "005930", "035420", "000660", "005930", "035420"].compactMap(StockCode.init)
        let quotes = Observable.merge(codes.map { client.quote(for: $0).asObservable() })
        let received = await collect(quotes) { $0.count == codes.count }
        #expect(received.map(\.code.rawValue).sorted() == codes.map(\.rawValue).sorted())
        #expect(await server.requests(appKey: credentials.appKey).filter { $0.path == "/oauth2/tokenP" }.count == 1)
    }
}
