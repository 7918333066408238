// The real-time frame decoder: trade records of both layouts, batches, control frames and garbage.

import Domain
import Foundation
@testable import MarketData
import Testing

@Suite struct KISRealtimeFrameDecoderTests {
    private static let samsung = StockCode("005930")!
    /// 2026-01-05 10:00:00 in Korea.
    private static let received = Date(timeIntervalSince1970: 1_767_574_800)

    /// One record: code, time, price, sign, change, rate, then the fields the decoder reads, padded to `fieldCount`.
    static func record(_ code: String, time: String = "093015", price: String = "272500", sign: String = "2",
                       change: String = "500", rate: String = "0.18", fieldCount: Int = 46) -> String {
        let fields = [code, time, price, sign, change, rate, "272100", "269500", "279500", "268500",
                      "273000", "272500", "7", "12872352", "3504569031000"]
        return (fields + Array(repeating: "0", count: fieldCount - fields.count)).joined(separator: "^")
    }

    private static func frame(_ records: [String]) -> String {
        "0|H0STCNT0|" + String(format: "%03d", records.count) + "|" + records.joined(separator: "^")
    }

    @Test(arguments: [46, 47])
    func decodesOneRecordOfEitherLayout(fieldCount: Int) {
        var decoder = KISRealtimeFrameDecoder()
        let message = decoder.decode(Self.frame([Self.record("005930", fieldCount: fieldCount)]), receivedAt: Self.received)
        let expected = Quote(
            code: StockCode("005930")!, price: 272_500, change: 500, sign: .rise, changeRate: 0.18,
            volume: 12_872_352, tradedValue: 3_504_569_031_000, open: 269_500, high: 279_500, low: 268_500,
            upperLimit: 353_500, lowerLimit: 190_500, basePrice: 272_000,
            time: Date(timeIntervalSince1970: 1_767_573_015)
        )
        #expect(message == .trades([expected]))
        #expect(decoder.malformedCount == 0)
    }

    @Test func splitsABatchByTheRecordCount() {
        var decoder = KISRealtimeFrameDecoder()
        let records = [Self.record("005930", fieldCount: 47), Self.record("000660", price: "110000", sign: "5", change: "1135", rate: "1.02", fieldCount: 47)]
        guard case .trades(let quotes) = decoder.decode(Self.frame(records), receivedAt: Self.received) else {
            Issue.record("not trades")
            return
        }
        #expect(quotes.map(\.code.rawValue) == ["005930", "000660"])
        #expect(quotes.map(\.change) == [500, -1135])
        #expect(quotes.map(\.changeRate) == [0.18, -1.02])
        #expect(quotes[1].sign == .fall)
        #expect(quotes[1].basePrice == 111_135)
    }

    @Test func theSignCodeDecidesTheDirectionWhateverTheChangeFieldSays() {
        var decoder = KISRealtimeFrameDecoder()
        let message = decoder.decode(Self.frame([Self.record("005930", price: "252500", sign: "5", change: "-19500", rate: "-7.22")]), receivedAt: Self.received)
        guard case .trades(let quotes) = message else { Issue.record("not trades"); return }
        #expect(quotes.first?.change == -19_500)
        #expect(quotes.first?.changeRate == -7.22)
        #expect(quotes.first?.basePrice == 272_000)
    }

    @Test(arguments: [
        "",
        "garbage",
        "0|H0STCNT0|",
        "0|H0STCNT0|abc|x^y",
        "1|H0STCNT0|001|" + record("005930"),
        "0|H0STASP0|001|" + record("005930"),
        "0|H0STCNT0|002|" + record("005930"),
        "0|H0STCNT0|001|" + record("00593X!"),
        "0|H0STCNT0|001|" + record("005930", price: "27x500"),
        "0|H0STCNT0|001|" + record("005930", time: "999999"),
        "0|H0STCNT0|001|005930^1",
        // Figures KRX cannot produce (the attack trial's traps): refused, not computed with.
        "0|H0STCNT0|001|" + record("005930", rate: "999999999999999999.99"),
        "0|H0STCNT0|001|" + record("005930", price: "999999999999999999"),
        "0|H0STCNT0|001|" + record("005930", sign: "5", change: "-999999999999999999"),
        "0|H0STCNT0|001|" + record("005930", price: "100000001"),
        "0|H0STASP0|001|" + KISRealtimeOrderBookDecodingTests.record("005930", price: 999_999_999_999),
        "{not json",
        #"{"header":{"tr_id":"H0STCNT0"}}"#,
    ] + KISRealtimeOrderBookDecodingTests.malformedFrames)
    func dropsAndCountsAMalformedFrame(text: String) {
        var decoder = KISRealtimeFrameDecoder()
        guard case .malformed = decoder.decode(text, receivedAt: Self.received) else {
            Issue.record("decoded \(text)")
            return
        }
        #expect(decoder.malformedCount == 1)
    }

    @Test func decodesPingPongWithItsPayload() {
        var decoder = KISRealtimeFrameDecoder()
        let text = #"{"header":{"tr_id":"PINGPONG","datetime":"20260105100000"}}"#
        #expect(decoder.decode(text, receivedAt: Self.received) == .pingPong(payload: text))
    }

    @Test(arguments: [
        ("0", "OPSP0000", "SUBSCRIBE SUCCESS", KISRealtimeControl.subscribed(.trades(samsung))),
        ("0", "OPSP0001", "UNSUBSCRIBE SUCCESS", .unsubscribed(.trades(samsung))),
        ("1", "OPSP0002", "ALREADY IN SUBSCRIBE", .alreadySubscribed(.trades(samsung))),
        ("1", "OPSP0008", "MAX SUBSCRIBE OVER", .registrationLimitReached(.trades(samsung))),
        ("9", "OPSP0011", "invalid approval : NOT FOUND", .invalidApprovalKey),
        ("9", "OPSP8996", "ALREADY IN USE appkey", .appKeyInUse),
        ("9", "OPSP9999", "bad\u{1B}[2Jthing", .refused(code: "005930", messageCode: "OPSP9999", message: "badthing")),
    ])
    func decodesControlAnswers(resultCode: String, messageCode: String, message: String, expected: KISRealtimeControl) throws {
        var decoder = KISRealtimeFrameDecoder()
        let body = ["header": ["tr_id": "H0STCNT0", "tr_key": "005930", "encrypt": "N"],
                    "body": ["rt_cd": resultCode, "msg_cd": messageCode, "msg1": message]]
        let text = String(decoding: try JSONSerialization.data(withJSONObject: body), as: UTF8.self)
        #expect(decoder.decode(text, receivedAt: Self.received) == .control(expected))
    }
}
