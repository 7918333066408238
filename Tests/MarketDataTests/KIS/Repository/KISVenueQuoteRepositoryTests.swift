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

/// search-stock-info against the fake KIS server: whether Nextrade trades a stock, as KIS says.
@Suite final class KISStockInfoTests {
    private let cacheRoot = FileManager.default.temporaryDirectory.appendingPathComponent("kis-stock-info-\(UUID().uuidString)")
    private let credentials = KISCredentials.fakeServerAccount()

    deinit {
        try? FileManager.default.removeItem(at: cacheRoot)
    }

    @Test func kisSaysWhichStocksNextradeTradesWithTheDocumentedQuery() async throws {
        let server = try await FakeKISServer.shared.value
        let client = try KISClient.forTests(
            server: server, accountType: .real, credentials: credentials, cacheDirectory: cacheRoot.appendingPathComponent("cache")
        )
        #expect(try await firstResult(of: client.fetchNXTEligibility(of: StockCode("005930")!)).get() == true)
        #expect(try await firstResult(of: client.fetchNXTEligibility(of: StockCode("035720")!)).get() == false)
        let asked = await server.requests(appKey: credentials.appKey).filter { $0.path.hasSuffix("search-stock-info") }
        #expect(asked.first?.queryItems == [.init(name: "PRDT_TYPE_CD", value: "300"), .init(name: "PDNO", value: "005930")])
        #expect(asked.first?.header("tr_id") == "CTPF1002R")
    }

    @Test func aHaltedNextradeStockIsNotTradedThere() throws {
        let json = #"{"rt_cd":"0","msg_cd":"MCA00000","msg1":"ok","output":{"cptt_trad_tr_psbl_yn":"Y","nxt_tr_stop_yn":"Y"}}"#
        #expect(try JSONDecoder().decode(KISStockInfoResponseDTO.self, from: Data(json.utf8)).isNXTEligible() == false)
        let refused = #"{"rt_cd":"1","msg_cd":"EGW00202","msg1":"모의투자에서는 해당업무가 제공되지 않습니다."}"#
        #expect(throws: KISError.self) { try JSONDecoder().decode(KISStockInfoResponseDTO.self, from: Data(refused.utf8)).isNXTEligible() }
    }
}
