// The simulated book's index of resting orders: kept in step by every change, rebuilt when the file is read.

import Domain
import Foundation
@testable import MarketData
import Testing

@Suite struct SimulatedAccountBookTests {
    private static let codes = [StockCode("005930")!, StockCode("000660")!, StockCode("0001A0")!]
    private static let time = Date(timeIntervalSince1970: 1_800_000_000)

    private static func ticket(_ side: OrderSide, _ code: StockCode, _ quantity: Int, _ price: OrderPrice) -> OrderTicket {
        OrderTicket(side: side, code: code, name: code.rawValue, quantity: quantity, price: price, venue: .krx, countedPrice: price.limit ?? 70_000)
    }

    private static func emptyBook() -> SimulatedAccountBook {
        SimulatedAccountBook(cash: 1_000_000_000, positions: [:], positionOrder: [], orders: [], fills: [])
    }

    @Test func everyPlaceMatchCancelAndReviseKeepsTheRestingIndexAsARebuildWouldMakeIt() {
        var random = SeededRandomGenerator(seed: 27)
        var book = Self.emptyBook()
        var firstMismatch: Int?
        for step in 0..<2_000 {
            let code = Self.codes[random.next(below: Self.codes.count)]
            let price = 69_000 + 100 * random.next(below: 21)
            switch random.next(below: 10) {
            case 0...3:
                let side: OrderSide = random.next(below: 2) == 0 ? .buy : .sell
                _ = book.place(Self.ticket(side, code, 1 + random.next(below: 20), .limit(price)), at: Self.time, lastPrice: 70_000, costs: .none)
            case 4...6:
                _ = book.match(code, tradePrice: price, shares: 1 + random.next(below: 30), time: Self.time, costs: .none)
            case 7:
                _ = book.cancel(orderNumber: String(1 + random.next(below: max(1, book.orders.count))))
            default:
                _ = book.revise(orderNumber: String(1 + random.next(below: max(1, book.orders.count))), quantity: 1 + random.next(below: 5), price: price, at: Self.time)
            }
            if firstMismatch == nil, book.restingByCode != SimulatedAccountBook.restingIndex(of: book.orders) { firstMismatch = step }
        }
        #expect(firstMismatch == nil)
        #expect(book.fills.count > 100)
        #expect(book.orders.contains { $0.status == .revised } && book.orders.contains { $0.status == .cancelled })
        #expect(Self.codes.contains { book.hasResting($0) })
    }

    @Test func aBookReadBackFromItsFileHasItsRestingOrdersIndexedAndFillsThem() throws {
        var book = Self.emptyBook()
        let resting = book.place(Self.ticket(.buy, Self.codes[0], 10, .limit(69_000)), at: Self.time, lastPrice: 70_000, costs: .none)
        _ = book.place(Self.ticket(.buy, Self.codes[1], 5, .market), at: Self.time, lastPrice: 120_000, costs: .none)
        let read = try JSONDecoder().decode(SimulatedAccountBook.self, from: JSONEncoder().encode(book))
        #expect(read == book)
        #expect(Array(read.restingByCode.keys) == [Self.codes[0]])
        var matched = read
        let filled = matched.match(Self.codes[0], tradePrice: 68_900, shares: 100, time: Self.time, costs: .none)
        #expect(filled)
        #expect(matched.orders.first { $0.number == resting.number }?.status == .filled)
        #expect(!matched.hasResting(Self.codes[0]))
    }

    @Test func anOrderIsFoundByItsNumberEvenWhenTheFileNumbersThemOtherwise() throws {
        let stray = AccountOrder(
            number: "7", code: Self.codes[0], name: "삼성전자", side: .sell, quantity: 3, price: 71_000, time: Self.time
        )
        var book = SimulatedAccountBook(cash: 0, positions: [:], positionOrder: [], orders: [stray], fills: [])
        #expect(book.cancel(orderNumber: "1") == nil)
        #expect(book.cancel(orderNumber: "7")?.status == .cancelled)
        #expect(book.restingByCode.isEmpty)
    }

    @Test func aTradeBothSidesCrossFillsTheLimitFurthestPastItsPriceFirstWhicheverTheSide() {
        var book = Self.emptyBook()
        let buy = book.place(Self.ticket(.buy, Self.codes[0], 10, .limit(70_100)), at: Self.time, lastPrice: 70_500, costs: .none)
        let sell = book.place(Self.ticket(.sell, Self.codes[0], 10, .limit(69_700)), at: Self.time, lastPrice: 69_500, costs: .none)
        let nearBuy = book.place(Self.ticket(.buy, Self.codes[0], 10, .limit(70_000)), at: Self.time, lastPrice: 70_500, costs: .none)
        #expect([buy, sell, nearBuy].allSatisfy { $0.status == .open })
        _ = book.match(Self.codes[0], tradePrice: 70_000, shares: 15, time: Self.time, costs: .none)
        #expect(book.fills.map(\.orderNumber) == [sell.number, buy.number])
        #expect(book.fills.map(\.quantity) == [10, 5])
    }
}
