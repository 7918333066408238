// inquire-time-overtimeconclusion: the request KIS's sample sends, and its answer read into a 시간외 단일가 quote.

import Domain
import Foundation
@testable import MarketData
import Networking
import Testing

@Suite struct KISSinglePriceTests {
    private let credentials = try! KISCredentials(appKey: "app-key", appSecret: "app-secret")
    private let token = KISAccessToken(value: "tok", issuedAt: Date(), expiresAt: Date())
    private let kakao = StockCode("035720")!
    /// 2026-12-04's single-price session, 16:00–18:00.
    private let window = KISSinglePriceWindow(day: CalendarDay(year: 2026, month: 12, day: 4)!, session: 960..<1080)

    /// 카카오's regular quote of the day: the 15:30 close 52,300 against the previous close 52,700.
    private var regular: Quote {
        Quote(
            code: kakao, price: 52_300, change: -400, sign: .fall, changeRate: -0.76, volume: 1_203_344, tradedValue: 62_934_891_200,
            open: 52_700, high: 53_000, low: 52_100, upperLimit: 68_500, lowerLimit: 36_900, basePrice: 52_700, time: Date()
        )
    }

    /// An answer with the sample's field names: output1 the session's figures, output2 its matches newest first.
    private func answer(price: String = "52800", volume: String = "2000", times: [String] = ["162000", "161000"]) -> String {
        let rows = times.map { #"{"stck_cntg_hour": "\#($0)", "stck_prpr": "\#(price)", "prdy_vrss": "500", "prdy_vrss_sign": "2", "prdy_ctrt": "0.96", "askp": "\#(price)", "bidp": "\#(price)", "acml_vol": "\#(volume)", "cntg_vol": "800"}"# }
        return """
        {"rt_cd": "0", "msg_cd": "MCA00000", "msg1": "정상처리 되었습니다.",
         "output1": {"ovtm_untp_prpr": "\(price)", "ovtm_untp_prdy_vrss": "500", "ovtm_untp_prdy_vrss_sign": "2", "ovtm_untp_prdy_ctrt": "0.96",
                     "ovtm_untp_vol": "\(volume)", "ovtm_untp_tr_pbmn": "105360000", "ovtm_untp_mxpr": "57530", "ovtm_untp_llam": "47070",
                     "ovtm_untp_oprc": "52600", "ovtm_untp_hgpr": "52800", "ovtm_untp_lwpr": "52600", "ovtm_untp_antc_cnpr": "0",
                     "ovtm_untp_antc_cntg_vrss": "0", "ovtm_untp_antc_cntg_vrss_sign": "3", "ovtm_untp_antc_cntg_ctrt": "0.00",
                     "ovtm_untp_antc_vol": "0", "uplm_sign": "1", "lslm_sign": "4"},
         "output2": [\(rows.joined(separator: ", "))]}
        """
    }

    private func decode(_ json: String) throws -> Quote? {
        let response = try JSONDecoder().decode(KISChartResponseDTO<KISSinglePriceSummaryDTO, [KISSinglePriceTradeDTO]>.self, from: Data(json.utf8))
        let (summary, trades) = try response.outputs()
        return try summary.toDomain(trades: trades, after: regular, in: window)
    }

    @Test func asksAsKISsSampleDoes() {
        let endPoint = KISEndPoints.overtimeConclusion(kakao, token: token, credentials: credentials)
        #expect(endPoint.path == "/uapi/domestic-stock/v1/quotations/inquire-time-overtimeconclusion")
        #expect(endPoint.queryItems == [
            URLQueryItem(name: "FID_COND_MRKT_DIV_CODE", value: "J"), URLQueryItem(name: "FID_INPUT_ISCD", value: "035720"),
            URLQueryItem(name: "FID_HOUR_CLS_CODE", value: "1"),
        ])
        #expect(endPoint.headers["tr_id"] == "FHPST02310000")
    }

    @Test func theLastMatchIsAQuoteMeasuredAgainstThePreviousClose() throws {
        let quote = try #require(try decode(answer()))
        #expect(quote.price == 52_800)
        #expect(quote.session == .singlePrice)
        #expect(quote.venue == .krx)
        #expect(quote.basePrice == 52_700, "KRX's previous close, as the regular quote's")
        #expect(quote.change == 100)
        #expect(quote.sign == .rise)
        #expect(quote.changeRate == 0.19)
        #expect(quote.volume == 2_000, "the session's own volume")
        #expect(quote.upperLimit == 68_500)
        #expect(quote.time == KoreaTime.date(of: window.day, minute: 16 * 60 + 20), "the newest match, whatever the rows' order")
    }

    @Test func noVolumeMeansNoTrade() throws {
        #expect(try decode(answer(price: "0", volume: "0", times: [])) == nil)
    }

    @Test func matchesOutsideTheSessionAreNotSinglePriceTrades() throws {
        #expect(try decode(answer(times: ["154500"])) == nil, "15:45 is the close-price session's")
        #expect(try decode(answer(times: ["180000", "154500"]))?.time == KoreaTime.date(of: window.day, minute: 18 * 60), "the 18:00 match counts")
    }

    @Test func refusesAPriceNoKRXSecurityCanTradeAt() {
        #expect(throws: KISError.malformedField(name: "ovtm_untp_prpr", value: "52801")) { try decode(answer(price: "52801")) }
        #expect(throws: KISError.malformedField(name: "ovtm_untp_prpr", value: "0")) { try decode(answer(price: "0")) }
        #expect(throws: KISError.malformedField(name: "ovtm_untp_prpr", value: "70000")) { try decode(answer(price: "70000")) }
    }

    @Test func refusesATimeThatIsNoClock() {
        #expect(throws: KISError.malformedField(name: "stck_cntg_hour", value: "16:20")) { try decode(answer(times: ["16:20"])) }
        #expect(throws: KISError.malformedField(name: "stck_cntg_hour", value: "166000")) { try decode(answer(times: ["166000"])) }
    }

    @Test func anErrorAnswerThrowsKISsCode() throws {
        #expect(throws: KISError.self) { try decode(#"{"rt_cd": "1", "msg_cd": "OPSQ0001", "msg1": "입력 값이 올바르지 않습니다."}"#) }
    }
}
