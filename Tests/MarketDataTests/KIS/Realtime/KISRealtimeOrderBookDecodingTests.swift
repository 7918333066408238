// The real-time frame decoder's H0STASP0 part: order-book records of the 59-field and longer layouts, batches, garbage.

import Domain
import Foundation
@testable import MarketData
import Testing

@Suite struct KISRealtimeOrderBookDecodingTests {
    /// 2026-01-05 10:00:00 in Korea.
    private static let received = Date(timeIntervalSince1970: 1_767_574_800)

    /// One H0STASP0 record around `price` (asks 100 apart above it, bids from it down), padded to `fieldCount`.
    static func record(_ code: String, time: String = "093015", price: Int = 272_000, expected: Int = 0, fieldCount: Int = 59,
                       replacing replacements: [Int: String] = [:]) -> String {
        var fields = [code, time, "0"]
        fields += (1...10).map { String(price + 100 * $0) }
        fields += (0..<10).map { String(price - 100 * $0) }
        fields += (1...10).map { String(1_000 + $0) } + (1...10).map { String(2_000 + $0) }
        fields += ["99000", "88000", "0", "0", String(expected), "4321", "77777"]
        fields += Array(repeating: "0", count: fieldCount - fields.count)
        for (index, value) in replacements { fields[index] = value }
        return fields.joined(separator: "^")
    }

    static func frame(_ records: [String]) -> String {
        "0|H0STASP0|" + String(format: "%03d", records.count) + "|" + records.joined(separator: "^")
    }

    @Test(arguments: [59, 62, 65])
    func decodesTenAsksAndTenBidsOfEveryLayout(fieldCount: Int) {
        var decoder = KISRealtimeFrameDecoder()
        guard case .orderBooks(let books) = decoder.decode(Self.frame([Self.record("005930", fieldCount: fieldCount)]), receivedAt: Self.received),
              let book = books.first
        else {
            Issue.record("not an order book")
            return
        }
        #expect(books.count == 1)
        #expect(book.code == StockCode("005930"))
        #expect(book.asks == (1...10).map { OrderBookLevel(price: 272_000 + 100 * $0, quantity: 1_000 + $0) })
        #expect(book.bids == (0..<10).map { OrderBookLevel(price: 272_000 - 100 * $0, quantity: 2_001 + $0) })
        #expect(book.totalAskQuantity == 99_000)
        #expect(book.totalBidQuantity == 88_000)
        #expect(book.expectedPrice == nil, "no auction: the expected price is 0 on the wire")
        #expect(book.expectedVolume == nil)
        #expect(book.time == Date(timeIntervalSince1970: 1_767_573_015))
        #expect(book.source == .live)
        #expect(decoder.malformedCount == 0)
    }

    @Test func anAuctionRecordCarriesTheExpectedPriceAndQuantity() {
        var decoder = KISRealtimeFrameDecoder()
        let message = decoder.decode(Self.frame([Self.record("005930", time: "085500", expected: 271_500, fieldCount: 62)]), receivedAt: Self.received)
        guard case .orderBooks(let books) = message else { Issue.record("not an order book"); return }
        #expect(books.first?.expectedPrice == 271_500)
        #expect(books.first?.expectedVolume == 4_321, "ANTC_CNQN, field 48")
    }

    @Test func levelsWithoutAPriceAreLeftOut() {
        var decoder = KISRealtimeFrameDecoder()
        // At the upper limit nothing is offered above it: asks 2 to 10 have price and quantity 0.
        var empty: [Int: String] = [:]
        for level in 4...12 { empty[level] = "0" }
        for level in 24...32 { empty[level] = "0" }
        let message = decoder.decode(Self.frame([Self.record("005930", replacing: empty)]), receivedAt: Self.received)
        guard case .orderBooks(let books) = message else { Issue.record("not an order book"); return }
        #expect(books.first?.asks.count == 1)
        #expect(books.first?.bids.count == 10)
    }

    @Test func splitsABatchByTheRecordCount() {
        var decoder = KISRealtimeFrameDecoder()
        let records = [Self.record("005930", fieldCount: 62), Self.record("000660", price: 110_000, fieldCount: 62), Self.record("035420", price: 200_000, fieldCount: 62)]
        guard case .orderBooks(let books) = decoder.decode(Self.frame(records), receivedAt: Self.received) else {
            Issue.record("not order books")
            return
        }
        #expect(books.map(\.code.rawValue) == ["005930", "000660", "035420"])
        #expect(books.map { $0.bids.first?.price } == [272_000, 110_000, 200_000])
    }

    /// Order-book frames the decoder must count and drop (run by `KISRealtimeFrameDecoderTests`' garbage test).
    static let malformedFrames = [
        "0|H0STASP0|001|" + record("005930", fieldCount: 59).split(separator: "^").dropLast().joined(separator: "^"),
        "0|H0STASP0|002|" + record("005930"),
        "0|H0STASP0|002|" + record("005930") + "^" + record("000660", fieldCount: 60),
        "0|H0STASP0|001|" + record("0059!0"),
        "0|H0STASP0|001|" + record("005930", time: "250000"),
        "0|H0STASP0|001|" + record("005930", replacing: [7: "27x100"]),
        "0|H0STASP0|001|" + record("005930", replacing: [35: "-5"]),
        "0|H0STASP0|000|",
        "1|H0STASP0|001|" + record("005930"),
        "0|H0STASP0|002|" + record("005930") + "^" + record("000660", replacing: [47: "1.5"]),
    ]

    @Test func aGoodFrameAfterAMalformedOneDecodes() {
        var decoder = KISRealtimeFrameDecoder()
        _ = decoder.decode(Self.malformedFrames[0], receivedAt: Self.received)
        guard case .orderBooks = decoder.decode(Self.frame([Self.record("005930")]), receivedAt: Self.received) else {
            Issue.record("the next good frame did not decode")
            return
        }
        #expect(decoder.malformedCount == 1)
    }

    @Test func anAcknowledgementOfTheBookNamesItsRegistration() throws {
        var decoder = KISRealtimeFrameDecoder()
        let text = #"{"header":{"tr_id":"H0STASP0","tr_key":"005930","encrypt":"N"},"body":{"rt_cd":"0","msg_cd":"OPSP0000","msg1":"SUBSCRIBE SUCCESS"}}"#
        #expect(decoder.decode(text, receivedAt: Self.received) == .control(.subscribed(.orderBook(StockCode("005930")!))))
    }
}
