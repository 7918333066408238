// The two end points carry exactly the path, method, headers and query of KIS.md.

import Domain
import Foundation
@testable import MarketData
import Networking
import Testing

@Suite struct KISEndPointsTests {
    private let credentials = try! KISCredentials(appKey: "app-key", appSecret: "app-secret")

    @Test func inquirePriceIsExactlyAsDocumented() {
        let token = KISAccessToken(value: "tok", issuedAt: Date(), expiresAt: Date())
        let endPoint = KISEndPoints.inquirePrice(StockCode("005930")!, token: token, credentials: credentials)
        #expect(endPoint.method == .get)
        #expect(endPoint.path == "/uapi/domestic-stock/v1/quotations/inquire-price")
        #expect(endPoint.queryItems == [
            URLQueryItem(name: "FID_COND_MRKT_DIV_CODE", value: "J"), URLQueryItem(name: "FID_INPUT_ISCD", value: "005930"),
        ])
        #expect(endPoint.headers == [
            "content-type": "application/json; charset=utf-8", "authorization": "Bearer tok", "appkey": "app-key",
            "appsecret": "app-secret", "tr_id": "FHKST01010100", "custtype": "P",
        ])
        #expect(endPoint.errorBodyPolicy == .decode)
    }

    @Test func tokenIssueSendsTheClientCredentials() throws {
        let endPoint = KISEndPoints.issueToken(credentials)
        #expect(endPoint.method == .post)
        #expect(endPoint.path == "/oauth2/tokenP")
        let body = try JSONSerialization.jsonObject(with: try #require(endPoint.body)) as? [String: String]
        #expect(body == ["grant_type": "client_credentials", "appkey": "app-key", "appsecret": "app-secret"])
    }
}
