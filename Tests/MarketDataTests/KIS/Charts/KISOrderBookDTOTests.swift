// The order-book fields: levels beyond a limit dropped, the expected price only in auctions, bad text named.

import Domain
import Foundation
@testable import MarketData
import Testing

@Suite struct KISOrderBookDTOTests {
    private let code = StockCode("005930")!

    @Test func zeroPricedLevelsAreDroppedAndAnAuctionHasItsExpectedTrade() throws {
        var levels = ["total_askp_rsqn": "10", "total_bidp_rsqn": "20"]
        for level in 1...10 {
            levels["askp\(level)"] = level <= 2 ? "\(91_000 - 100 * (2 - level))" : "0"
            levels["askp_rsqn\(level)"] = level <= 2 ? "5" : "0"
            levels["bidp\(level)"] = "\(90_800 - 100 * level)"
            levels["bidp_rsqn\(level)"] = "7"
        }
        let book = try KISOrderBookDTO(levels: levels, expected: ["antc_cnpr": "90900", "antc_cnqn": "1234"]).toDomain(code: code, time: Date())
        #expect(book.asks.map(\.price) == [90_900, 91_000])
        #expect(book.bids.count == 10)
        #expect(book.expectedPrice == 90_900 && book.expectedVolume == 1_234)
    }

    @Test func aNumberBeyondKRXsLimitsNamesTheField() {
        #expect(throws: KISError.malformedField(name: "askp1", value: "100000001")) {
            try KISOrderBookDTO(levels: ["askp1": "100000001"], expected: [:]).toDomain(code: code, time: Date())
        }
        #expect(throws: KISError.malformedField(name: "total_askp_rsqn", value: "-9223372036854775808")) {
            try KISOrderBookDTO(levels: ["total_askp_rsqn": "-9223372036854775808"], expected: [:]).toDomain(code: code, time: Date())
        }
    }

    @Test func malformedTextNamesTheField() {
        #expect(throws: KISError.malformedField(name: "askp1", value: "7만")) {
            try KISOrderBookDTO(levels: ["askp1": "7만"], expected: [:]).toDomain(code: code, time: Date())
        }
    }
}
