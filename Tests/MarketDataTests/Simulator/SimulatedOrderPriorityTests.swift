// The simulated book's matching against a trade's shares: price-time priority, partial fills, a cancel after one,
// a revise that loses its place.

import Domain
import Foundation
@testable import MarketData
import Reactive
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

    @Test func aRevisedOrderQueuesBehindThoseAlreadyAtItsNewPrice() throws {
        var book = Self.book()
        let early = book.accept(Self.ticket(.buy, 10, .limit(69_900)), at: Self.time)
        let waiting = book.accept(Self.ticket(.buy, 10, .limit(70_000)), at: Self.time)
        let answer = book.revise(orderNumber: early.number, quantity: 10, price: 70_000, at: Self.time)
        let revising = try #require(answer)
        #expect(revising.number == "3" && revising.originalNumber == early.number && revising.price == 70_000)
        #expect(book.orders[0].status == .revised && book.orders[0].remainingQuantity == 0)
        // Placed first, but revised after the other arrived at 70,000: the other fills first.
        let matched = book.match(Self.code, tradePrice: 70_000, shares: 10, time: Self.time, costs: .none)
        #expect(matched)
        #expect(book.fills.map(\.orderNumber) == [waiting.number])
        #expect(book.orders.first { $0.number == revising.number }?.remainingQuantity == 10)
    }

    @Test func aPartReviseLeavesTheRestAtTheOldPriceAndMoreThanRestsIsRefused() throws {
        var book = Self.book()
        let order = book.accept(Self.ticket(.sell, 10, .limit(71_000)), at: Self.time)
        #expect(book.revise(orderNumber: order.number, quantity: 11, price: 70_500, at: Self.time) == nil)
        let answer = book.revise(orderNumber: order.number, quantity: 4, price: 70_500, at: Self.time)
        let revising = try #require(answer)
        #expect(revising.quantity == 4)
        #expect(book.orders[0].remainingQuantity == 6 && book.orders[0].status == .open)
        #expect(book.sharesInOpenSells(of: Self.code.rawValue) == 10)
        let matched = book.match(Self.code, tradePrice: 70_600, shares: 100, time: Self.time, costs: .none)
        #expect(matched)
        #expect(book.fills.map(\.quantity) == [4])
        #expect(book.revise(orderNumber: revising.number, quantity: 1, price: 70_000, at: Self.time) == nil)
    }

    @Test func theRepositoryRevisesAndSavesTheRevisingOrder() throws {
        let listings = SimulatedListing.synthetic(count: 5)
        let scheduler = SimulatedExchangeTests.scheduler()
        let exchange = SimulatedExchange(listings: listings, configuration: .init(seed: 3), calendar: KRXCalendar(closures: [:]), scheduler: scheduler)
        let repository = SimulatedAccountRepository(exchange: exchange, listings: listings, seed: 3, filePath: nil, scheduler: scheduler)
        let code = listings[0].stock.code
        let last = try #require(exchange.currentQuote(for: code))
        let ticket = OrderTicket(side: .buy, code: code, name: "X", quantity: 3, price: .limit(last.lowerLimit), venue: .krx, countedPrice: last.lowerLimit)
        var placed: AccountOrder?
        _ = repository.place(OrderSubmission(OrderReview(ticket: ticket, mode: .simulated, costs: .none, cash: 0, warnings: [])))
            .done(on: ImmediateScheduler.instance) { placed = $0 }
        let number = try #require(placed).number
        var revised: AccountOrder?
        let higher = KRXPriceGrid.of(listings[0].stock.kind).priceAbove(last.lowerLimit)
        _ = repository.revise(orderNumber: number, quantity: 3, price: higher).done(on: ImmediateScheduler.instance) { revised = $0 }
        #expect(revised?.originalNumber == number && revised?.status == .open)
        var refused: Error?
        _ = repository.revise(orderNumber: number, quantity: 1, price: last.lowerLimit).catch(on: ImmediateScheduler.instance) { refused = $0 }
        #expect((refused as? UserFacingError)?.message == "Order \(number) has fewer than 1 shares resting to revise (filled, cancelled or not today's).")
        var snapshot: AccountSnapshot?
        repository.snapshots.subscribe(onNext: { snapshot = $0 }).dispose()
        #expect(snapshot?.orders.map(\.status) == [.revised, .open])
    }
}
