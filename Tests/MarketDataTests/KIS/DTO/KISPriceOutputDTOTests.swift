// Decoding inquire-price answers (string-typed, signed, empty fields) into Quotes.

import Domain
import Foundation
@testable import MarketData
import Networking
import Testing

@Suite struct KISPriceOutputDTOTests {
    private let code = StockCode("005930")!
    private let time = Date(timeIntervalSince1970: 1_800_000_000)

    /// A real-shaped answer for 005930 with the values quoted in KIS.md (and fields we ignore).
    static let samsungAnswer = #"""
    {"output":{"iscd_stat_cls_code":"55","marg_rate":"20.00","rprs_mrkt_kor_name":"KOSPI200","bstp_kor_isnm":"전기·전자",
    "temp_stop_yn":"N","stck_prpr":"272250","prdy_vrss":"250","prdy_vrss_sign":"2","prdy_ctrt":"0.09",
    "acml_tr_pbmn":"3504567123500","acml_vol":"12872345","prdy_vrss_vol_rate":"81.25","stck_oprc":"269500",
    "stck_hgpr":"279500","stck_lwpr":"268500","stck_mxpr":"353500","stck_llam":"190500","stck_sdpr":"272000",
    "wghn_avrg_stck_prc":"273411.52","hts_frgn_ehrt":"51.23","frgn_ntby_qty":"-61236","aspr_unit":"500",
    "per":"35.12","pbr":"2.31","stck_shrn_iscd":"005930","vi_cls_code":"N"},
    "rt_cd":"0","msg_cd":"MCA00000","msg1":"정상처리 되었습니다."}
    """#

    private func decode(_ json: String) throws -> KISInquirePriceResponseDTO {
        try JSONDecoder().decode(KISInquirePriceResponseDTO.self, from: Data(json.utf8))
    }

    /// An answer whose output has `fields` replaced in the Samsung answer.
    private func output(replacing fields: [String: String]) throws -> KISPriceOutputDTO {
        var object = try #require(JSONSerialization.jsonObject(with: Data(Self.samsungAnswer.utf8)) as? [String: Any])
        var output = try #require(object["output"] as? [String: Any])
        for (key, value) in fields { output[key] = value }
        object["output"] = output
        let data = try JSONSerialization.data(withJSONObject: object)
        return try #require(try JSONDecoder().decode(KISInquirePriceResponseDTO.self, from: data).output)
    }

    @Test func realShapedAnswerBecomesTheQuote() throws {
        let response = try decode(Self.samsungAnswer)
        #expect(response.apiFailure == nil)
        let quote = try #require(response.output).toDomain(code: code, time: time)
        #expect(quote == Quote(
            code: code, price: 272_250, change: 250, sign: .rise, changeRate: 0.09,
            volume: 12_872_345, tradedValue: 3_504_567_123_500, open: 269_500, high: 279_500, low: 268_500,
            upperLimit: 353_500, lowerLimit: 190_500, basePrice: 272_000, time: time
        ))
    }

    @Test func thePublicDecoderTakesTheSamePath() throws {
        let quote = try KISInquirePriceDecoder.quote(from: Data(Self.samsungAnswer.utf8), code: code, time: time)
        #expect(quote.price == 272_250)
        #expect(quote.basePrice == 272_000)
        let refusal = Data(#"{"rt_cd":"1","msg_cd":"EGW00201","msg1":"초당 거래건수를 초과하였습니다."}"#.utf8)
        #expect(throws: KISError.api(code: "EGW00201", message: "초당 거래건수를 초과하였습니다.")) {
            try KISInquirePriceDecoder.quote(from: refusal, code: code, time: time)
        }
    }

    @Test func signedChangeAndRateStayNegative() throws {
        let quote = try output(replacing: ["prdy_vrss": "-1135", "prdy_vrss_sign": "5", "prdy_ctrt": "-1.02"])
            .toDomain(code: code, time: time)
        #expect(quote.change == -1135)
        #expect(quote.changeRate == -1.02)
        #expect(quote.sign == .fall)
    }

    @Test func aFallSignMakesAnUnsignedChangeNegative() throws {
        let quote = try output(replacing: ["prdy_vrss": "1135", "prdy_vrss_sign": "4", "prdy_ctrt": "30.00"])
            .toDomain(code: code, time: time)
        #expect(quote.change == -1135)
        #expect(quote.changeRate == -30)
        #expect(quote.sign == .lowerLimit)
    }

    @Test func signZeroIsFlatAndAMissingSignFollowsTheChange() throws {
        #expect(try output(replacing: ["prdy_vrss_sign": "0", "prdy_vrss": "0"]).toDomain(code: code, time: time).sign == .flat)
        #expect(try output(replacing: ["prdy_vrss_sign": "", "prdy_vrss": "-500"]).toDomain(code: code, time: time).sign == .fall)
    }

    @Test func emptyFieldsCountAsZero() throws {
        let quote = try output(replacing: ["stck_oprc": "", "stck_hgpr": "", "stck_lwpr": "", "acml_vol": " "])
            .toDomain(code: code, time: time)
        #expect([quote.open, quote.high, quote.low, quote.volume] == [Int](repeating: 0, count: 4))
    }

    @Test func zeroPriceIsNoSuchStock() throws {
        let unknown = try output(replacing: ["stck_prpr": "0", "prdy_vrss": "", "stck_sdpr": ""])
        #expect(throws: KISError.noSuchStock(code)) { try unknown.toDomain(code: code, time: time) }
    }

    /// The attack trial's traps: numbers no KRX quote has are refused before any arithmetic.
    @Test(arguments: [
        ("prdy_vrss", "-9223372036854775808"), ("prdy_ctrt", "1e308"), ("prdy_ctrt", "nan"), ("stck_prpr", "999999999999999"),
        ("acml_vol", "9223372036854775807"), ("stck_sdpr", "-100000001"),
    ])
    func aNumberBeyondKRXsLimitsIsNamed(field: String, value: String) throws {
        let broken = try output(replacing: [field: value])
        #expect(throws: KISError.malformedField(name: field, value: value)) { try broken.toDomain(code: code, time: time) }
    }

    /// Found by fuzzing (rest-answers): a negative traded value, volume or price was taken as it came.
    @Test(arguments: [("acml_tr_pbmn", "-45678901234"), ("acml_vol", "-1"), ("stck_oprc", "-269500"), ("stck_sdpr", "-1")])
    func aFigureThatCannotBeNegativeIsRefusedWhenItIs(field: String, value: String) throws {
        let broken = try output(replacing: [field: value])
        #expect(throws: KISError.malformedField(name: field, value: value)) { try broken.toDomain(code: code, time: time) }
    }

    @Test func aFieldThatIsNotANumberIsNamed() throws {
        let broken = try output(replacing: ["stck_hgpr": "27.9만"])
        #expect(throws: KISError.malformedField(name: "stck_hgpr", value: "27.9만")) { try broken.toDomain(code: code, time: time) }
    }

    @Test func successWithoutOutputIsADecodingError() {
        #expect(throws: DecodingError.self) { try decode(#"{"rt_cd":"0","msg_cd":"MCA00000","msg1":"ok"}"#) }
    }

    @Test func errorEnvelopeReportsKISCodeAndMessage() throws {
        let response = try decode(#"{"rt_cd":"1","msg_cd":"EGW00201","msg1":"초당 거래건수를 초과하였습니다."}"#)
        #expect(response.output == nil)
        #expect(response.apiFailure?.code == "EGW00201")
        #expect(response.apiFailure?.message == "초당 거래건수를 초과하였습니다.")
    }
}
