// Each venue's own price on KIS: asked with its market code on a real account, never on a paper one.

import Domain
import Foundation
@testable import MarketData
import NetworkTestSupport
import Testing

@Suite final class KISVenueQuoteRepositoryTests {
    private let samsung = StockCode("005930")!
    private let kakao = StockCode("035720")!
    private let cacheRoot = FileManager.default.temporaryDirectory.appendingPathComponent("kis-venue-quotes-\(UUID().uuidString)")
    private let credentials = KISCredentials.fakeServerAccount()

    deinit {
        try? FileManager.default.removeItem(at: cacheRoot)
    }

    private func repository(_ server: FakeKISServer, accountType: KISAccountType) throws -> KISVenueQuoteRepository {
        KISVenueQuoteRepository(client: try KISClient.forTests(
            server: server, accountType: accountType, credentials: credentials, cacheDirectory: cacheRoot.appendingPathComponent("cache"),
            venue: .unified, nxtEligible: [samsung]
        ))
    }

    @Test func aRealAccountPricesANextradeStockOnEachVenueWithItsMarketCode() async throws {
        let server = try await FakeKISServer.shared.value
        let venues = try repository(server, accountType: .real)
        #expect(venues.pricesVenuesApart(samsung))
        #expect(!venues.pricesVenuesApart(kakao), "Nextrade does not trade it")
        let krx = try await firstResult(of: venues.quote(for: samsung, on: .krx)).get()
        let nxt = try await firstResult(of: venues.quote(for: samsung, on: .nxt)).get()
        #expect(krx.venue == .krx && nxt.venue == .nxt)
        let asked = await server.requests(appKey: credentials.appKey).filter { $0.path.hasSuffix("inquire-price") }
        // (The server is shared with other suites: look for the two questions, not at the last two requests.)
        let marketCodes = Set(asked.compactMap { $0.queryItems.first { $0.name == "FID_COND_MRKT_DIV_CODE" }?.value })
        #expect(marketCodes.isSuperset(of: ["J", "NX"]))
    }

    @Test func aPaperAccountPricesNothingApart() async throws {
        let server = try await FakeKISServer.shared.value
        #expect(!(try repository(server, accountType: .paper)).pricesVenuesApart(samsung))
    }
}
