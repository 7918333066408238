// The simulated book's matching against a trade's shares: price-time priority, partial fills, a cancel after one.

import Domain
import Foundation
@testable import MarketData
import Testing

@Suite struct SimulatedOrderPriorityTests {
    private static let code = StockCode("005930")!
    private static let time = Date(timeIntervalSince1970: 1_800_000_000)

    private static func ticket(_ side: OrderSide, _ quantity: Int, _ price: OrderPrice) -> OrderTicket {
        OrderTicket(side: side, code: code, name: "삼성전자", quantity: quantity, price: price, venue: .krx, countedPrice: price.limit ?? 70_000)
    }

    private static func book(cash: Int = 10_000_000) -> SimulatedAccountBook {
        SimulatedAccountBook(cash: cash, positions: [:], positionOrder: [], orders: [], fills: [])
    }

    @Test func aTradeFillsTheBestPriceFirstThenTheEarliestAtAPrice() {
        var book = Self.book()
        let early = book.accept(Self.ticket(.buy, 10, .limit(70_000)), at: Self.time)
        let better = book.accept(Self.ticket(.buy, 10, .limit(70_100)), at: Self.time)
        let late = book.accept(Self.ticket(.buy, 10, .limit(70_000)), at: Self.time)
        let first = book.match(Self.code, tradePrice: 70_000, shares: 15, time: Self.time, costs: .none)
        #expect(first)
        #expect(book.orders.map(\.filledQuantity) == [5, 10, 0])
        // The better price fills at its own limit; the early order took what was left.
        #expect(book.fills.map(\.orderNumber) == [better.number, early.number])
        #expect(book.fills.map(\.price) == [70_100, 70_000])
        let second = book.match(Self.code, tradePrice: 70_000, shares: 8, time: Self.time, costs: .none)
        #expect(second)
        #expect(book.orders.map(\.filledQuantity) == [10, 10, 3])
        #expect(book.orders.first { $0.number == late.number }?.status == .partiallyFilled)
        let above = book.match(Self.code, tradePrice: 70_200, shares: 100, time: Self.time, costs: .none)
        #expect(!above) // no buy crosses above its limit
    }

    @Test func aCancelAfterAPartialFillKeepsTheFillAndFreesTheRest() throws {
        var book = Self.book(cash: 1_000_000)
        let order = book.accept(Self.ticket(.buy, 10, .limit(70_000)), at: Self.time)
        let partial = book.match(Self.code, tradePrice: 69_900, shares: 4, time: Self.time, costs: .none)
        #expect(partial)
        #expect(book.cash == 1_000_000 - 4 * 70_000)
        let answer = book.cancel(orderNumber: order.number)
        let cancelled = try #require(answer)
        #expect(cancelled.status == .cancelled)
        #expect(cancelled.filledQuantity == 4)
        #expect(cancelled.averageFillPrice == 70_000)
        #expect(cancelled.remainingQuantity == 0)
        #expect(book.positions[Self.code.rawValue] == .init(quantity: 4, purchaseAmount: 280_000))
        let afterCancel = book.match(Self.code, tradePrice: 69_000, shares: 100, time: Self.time, costs: .none)
        #expect(!afterCancel)
        #expect(book.cash == 1_000_000 - 4 * 70_000)
        #expect(book.fills.count == 1)
    }
}
