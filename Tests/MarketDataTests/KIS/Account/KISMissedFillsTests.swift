// Which of today's listed fills no notice reported: per order, the listed filled quantity beyond the known fills.

import Domain
import Foundation
@testable import MarketData
import Testing

@Suite struct KISMissedFillsTests {
    static let samsung = StockCode("005930")!
    static let time = Date(timeIntervalSince1970: 1_800_000_000)

    static func order(_ number: String, filled: Int, average: Int?, limit: Int? = 70_000) -> AccountOrder {
        AccountOrder(number: number, code: samsung, name: "삼성전자", side: .buy, quantity: 10, price: limit, filledQuantity: filled, averageFillPrice: average, time: time)
    }

    static func fill(_ number: String, _ quantity: Int) -> AccountFill {
        AccountFill(orderNumber: number, code: samsung, side: .buy, quantity: quantity, price: 70_000, time: time)
    }

    @Test func aListedFillNoNoticeReportedIsFoundAtItsAveragePrice() {
        let found = KISMissedFills.fills(in: [Self.order("0000001001", filled: 4, average: 69_900)], known: [], at: Self.time)
        #expect(found == [AccountFill(orderNumber: "0000001001", code: Self.samsung, side: .buy, quantity: 4, price: 69_900, time: Self.time)])
    }

    @Test func fillsTheNoticesReportedAreNotFoundAgainWhateverTheLeadingZeros() {
        let orders = [Self.order("0000001001", filled: 6, average: 70_000), Self.order("0000001002", filled: 3, average: 70_000)]
        let found = KISMissedFills.fills(in: orders, known: [Self.fill("1001", 4), Self.fill("0000001002", 3)], at: Self.time)
        #expect(found.map(\.quantity) == [2], "1001 filled 6, its notices said 4; 1002 is whole")
        #expect(found.first?.orderNumber == "0000001001")
    }

    @Test func anUnfilledOrderOrOneWithoutAnyPriceAddsNothing() {
        #expect(KISMissedFills.fills(in: [Self.order("1", filled: 0, average: nil)], known: [], at: Self.time).isEmpty)
        #expect(KISMissedFills.fills(in: [Self.order("2", filled: 2, average: nil, limit: nil)], known: [], at: Self.time).isEmpty)
        #expect(KISMissedFills.fills(in: [Self.order("3", filled: 2, average: nil)], known: [], at: Self.time).first?.price == 70_000)
    }
}
