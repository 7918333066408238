// intstock-multprice: only the filled pairs are sent, and its items become quotes by inquire-price's rules.

import Domain
import Foundation
@testable import MarketData
import Networking
import Testing

@Suite struct KISMultiPriceTests {
    private let credentials = try! KISCredentials(appKey: "app-key", appSecret: "app-secret")
    private let token = KISAccessToken(value: "tok", issuedAt: Date(), expiresAt: Date())

    @Test func sendsOnlyTheFilledPairsWithItsTransaction() {
        let codes = ["005930", "0001A0"].compactMap(StockCode.init)
        let endPoint = KISEndPoints.intstockMultiPrice(codes, token: token, credentials: credentials)
        #expect(endPoint.path == "/uapi/domestic-stock/v1/quotations/intstock-multprice")
        #expect(endPoint.queryItems == [
            URLQueryItem(name: "FID_COND_MRKT_DIV_CODE_1", value: "J"), URLQueryItem(name: "FID_INPUT_ISCD_1", value: "005930"),
            URLQueryItem(name: "FID_COND_MRKT_DIV_CODE_2", value: "J"), URLQueryItem(name: "FID_INPUT_ISCD_2", value: "0001A0"),
        ])
        #expect(endPoint.headers["tr_id"] == "FHKST11300006")
    }

    @Test func eachPairCarriesItsCodesVenue() {
        let codes = ["005930", "035420"].compactMap(StockCode.init)
        let endPoint = KISEndPoints.intstockMultiPrice(
            codes, on: { $0 == codes[0] ? .nxt : .krx }, token: token, credentials: credentials
        )
        #expect(endPoint.queryItems.first == URLQueryItem(name: "FID_COND_MRKT_DIV_CODE_1", value: "NX"))
        #expect(endPoint.queryItems[2] == URLQueryItem(name: "FID_COND_MRKT_DIV_CODE_2", value: "J"))
    }

    @Test func neverMoreThanThirtyPairs() {
        let codes = (0..<31).map { StockCode(String(format: "%06d", 100_000 + $0))! }
        let endPoint = KISEndPoints.intstockMultiPrice(codes, token: token, credentials: credentials)
        #expect(endPoint.queryItems.count == 60)
    }

    @Test func itemsBecomeQuotesAndAnUnpricedOneIsLeftOut() throws {
        let json = """
        {"rt_cd": "0", "msg_cd": "MCA00000", "msg1": "정상처리 되었습니다.", "output": [
          {"inter_shrn_iscd": "005930", "inter_kor_isnm": "삼성전자", "inter2_prpr": "272250", "inter2_prdy_vrss": "250",
           "prdy_vrss_sign": "2", "prdy_ctrt": "0.09", "acml_vol": "12872345", "acml_tr_pbmn": "3504567123500",
           "inter2_oprc": "269500", "inter2_hgpr": "279500", "inter2_lwpr": "268500", "inter2_mxpr": "353500",
           "inter2_llam": "190500", "inter2_sdpr": "272000", "inter2_prdy_clpr": "272000"},
          {"inter_shrn_iscd": "999990", "inter2_prpr": "0", "inter2_prdy_vrss": "0", "prdy_vrss_sign": "3", "prdy_ctrt": "0.00",
           "acml_vol": "0", "inter2_oprc": "0", "inter2_hgpr": "0", "inter2_lwpr": "0", "inter2_mxpr": "0", "inter2_llam": "0",
           "inter2_sdpr": "0"}
        ]}
        """
        let response = try JSONDecoder().decode(KISMultiPriceResponseDTO.self, from: Data(json.utf8))
        let quotes = try response.toDomain(time: Date(timeIntervalSince1970: 0))
        #expect(quotes.map(\.code.rawValue) == ["005930"])
        #expect(quotes.first?.price == 272_250)
        #expect(quotes.first?.upperLimit == 353_500)
        #expect(quotes.first?.basePrice == 272_000)
    }

    @Test func anErrorAnswerThrowsKISsCode() throws {
        let json = #"{"rt_cd": "1", "msg_cd": "OPSQ0002", "msg1": "필수항목값이 누락 되었습니다."}"#
        let response = try JSONDecoder().decode(KISMultiPriceResponseDTO.self, from: Data(json.utf8))
        #expect(throws: KISError.self) { try response.toDomain(time: Date()) }
    }
}
