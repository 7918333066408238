// The simulated exchange's order desk: market and crossing orders fill at once, others rest until crossed, cancels, cash and holdings follow.

import Domain
import Foundation
@testable import MarketData
import Reactive
import ReactiveTesting
import Testing

@Suite struct SimulatedOrderMatchingTests {
    private static let code = StockCode("005930")!
    private static let time = Date(timeIntervalSince1970: 1_800_000_000)
    private static let costs = TradingCosts(commissionPerMillion: 150, taxPerMillion: 1_800)

    private static func ticket(_ side: OrderSide, _ quantity: Int, _ price: OrderPrice, code: StockCode = code) -> OrderTicket {
        OrderTicket(side: side, code: code, name: "삼성전자", quantity: quantity, price: price, venue: .krx, countedPrice: price.limit ?? 70_000)
    }

    private static func book(cash: Int = 1_000_000, held: Int = 10) -> SimulatedAccountBook {
        SimulatedAccountBook(
            cash: cash, positions: held > 0 ? [code.rawValue: .init(quantity: held, purchaseAmount: held * 60_000)] : [:],
            positionOrder: held > 0 ? [code.rawValue] : [], orders: [], fills: []
        )
    }

    @Test func aBuyFillPaysAmountAndCommissionAndAddsToThePosition() throws {
        var book = Self.book()
        let order = book.accept(Self.ticket(.buy, 5, .limit(70_000)), at: Self.time)
        let answer = book.fill(orderNumber: order.number, at: 70_000, time: Self.time, costs: Self.costs)
        let filled = try #require(answer)
        #expect(filled.status == .filled)
        #expect(filled.averageFillPrice == 70_000)
        #expect(book.cash == 1_000_000 - 350_000 - 52)
        #expect(book.positions[Self.code.rawValue] == .init(quantity: 15, purchaseAmount: 600_000 + 350_000))
        #expect(book.fills == [AccountFill(orderNumber: order.number, code: Self.code, side: .buy, quantity: 5, price: 70_000, time: Self.time)])
        #expect(book.fill(orderNumber: order.number, at: 70_000, time: Self.time, costs: Self.costs) == nil) // nothing rests: no second fill
    }

    @Test func aSaleReceivesAmountLessFeesAndTakesItsShareOfTheCost() {
        var book = Self.book()
        let order = book.accept(Self.ticket(.sell, 4, .limit(75_000)), at: Self.time)
        #expect(book.sharesInOpenSells(of: Self.code.rawValue) == 4)
        #expect(book.fill(orderNumber: order.number, at: 75_000, time: Self.time, costs: Self.costs) != nil)
        #expect(book.cash == 1_000_000 + 300_000 - 45 - 540)
        #expect(book.positions[Self.code.rawValue] == .init(quantity: 6, purchaseAmount: 360_000))
        let rest = book.accept(Self.ticket(.sell, 6, .market), at: Self.time)
        #expect(book.fill(orderNumber: rest.number, at: 74_000, time: Self.time, costs: .none) != nil)
        #expect(book.positions[Self.code.rawValue] == nil)
        #expect(book.positionOrder.isEmpty)
    }

    @Test func limitOrdersCrossOnlyWhenThePriceReachesThem() {
        let buy = AccountOrder(number: "1", code: Self.code, name: "삼성전자", side: .buy, quantity: 1, price: 70_000, time: Self.time)
        let sell = AccountOrder(number: "2", code: Self.code, name: "삼성전자", side: .sell, quantity: 1, price: 70_000, time: Self.time)
        let market = AccountOrder(number: "3", code: Self.code, name: "삼성전자", side: .buy, quantity: 1, price: nil, time: Self.time)
        #expect(SimulatedAccountBook.crossingPrice(of: buy, lastPrice: 70_100, onArrival: false) == nil)
        #expect(SimulatedAccountBook.crossingPrice(of: buy, lastPrice: 69_900, onArrival: false) == 70_000)
        #expect(SimulatedAccountBook.crossingPrice(of: buy, lastPrice: 69_900, onArrival: true) == 69_900)
        #expect(SimulatedAccountBook.crossingPrice(of: sell, lastPrice: 69_900, onArrival: false) == nil)
        #expect(SimulatedAccountBook.crossingPrice(of: sell, lastPrice: 70_200, onArrival: false) == 70_000)
        #expect(SimulatedAccountBook.crossingPrice(of: market, lastPrice: 71_000, onArrival: true) == 71_000)
    }

    @Test func aCancelStopsWhatRestsAndOnlyOnce() throws {
        var book = Self.book()
        let order = book.accept(Self.ticket(.buy, 5, .limit(60_000)), at: Self.time)
        let answer = book.cancel(orderNumber: order.number)
        let cancelled = try #require(answer)
        #expect(cancelled.status == .cancelled)
        #expect(cancelled.remainingQuantity == 0)
        #expect(book.cancel(orderNumber: order.number) == nil)
        #expect(book.fill(orderNumber: order.number, at: 60_000, time: Self.time, costs: .none) == nil)
        #expect(book.cash == 1_000_000)
    }

    @Test func theRepositoryFillsAMarketBuyAtOnceAndRestsAFarLimitUntilCancelled() throws {
        let listings = SimulatedListing.synthetic(count: 5)
        let scheduler = SimulatedExchangeTests.scheduler()
        let exchange = SimulatedExchange(listings: listings, configuration: .init(seed: 3), calendar: KRXCalendar(closures: [:]), scheduler: scheduler)
        let repository = SimulatedAccountRepository(exchange: exchange, listings: listings, seed: 3, filePath: nil, scheduler: scheduler)
        let code = listings[0].stock.code
        let last = try #require(exchange.currentQuote(for: code))
        var snapshots: [AccountSnapshot] = []
        let watch = repository.snapshots.subscribe(onNext: { snapshots.append($0) })
        defer { watch.dispose() }
        let cashBefore = try #require(snapshots.last).cash.settled
        let review = OrderReview(ticket: Self.ticket(.buy, 2, .market, code: code), mode: .simulated, costs: .none, cash: cashBefore, warnings: [])
        var placed: AccountOrder?
        _ = repository.place(OrderSubmission(review)).done(on: ImmediateScheduler.instance) { placed = $0 }
        #expect(placed?.status == .filled)
        #expect(try #require(snapshots.last).cash.settled == cashBefore - 2 * last.price)
        #expect(try #require(snapshots.last).fills.count == 1)
        #expect(repository.openVenues(for: code) == [.krx])
        let far = last.lowerLimit
        let restingReview = OrderReview(ticket: Self.ticket(.buy, 1, .limit(far), code: code), mode: .simulated, costs: .none, cash: cashBefore, warnings: [])
        var resting: AccountOrder?
        _ = repository.place(OrderSubmission(restingReview)).done(on: ImmediateScheduler.instance) { resting = $0 }
        #expect(resting?.status == .open)
        var cancelled: AccountOrder?
        _ = repository.cancel(orderNumber: try #require(resting).number).done(on: ImmediateScheduler.instance) { cancelled = $0 }
        #expect(cancelled?.status == .cancelled)
        #expect(try #require(snapshots.last).orders.map(\.status) == [.filled, .cancelled])
    }

    @Test func theBooksFillsOfAStockAreItsPastFillsFromADayOn() throws {
        let listings = SimulatedListing.synthetic(count: 5)
        let scheduler = SimulatedExchangeTests.scheduler()
        let exchange = SimulatedExchange(listings: listings, configuration: .init(seed: 3), calendar: KRXCalendar(closures: [:]), scheduler: scheduler)
        let repository = SimulatedAccountRepository(exchange: exchange, listings: listings, seed: 3, filePath: nil, scheduler: scheduler)
        let (code, other) = (listings[0].stock.code, listings[1].stock.code)
        for (stock, quantity) in [(code, 2), (other, 1), (code, 3)] {
            let review = OrderReview(ticket: Self.ticket(.buy, quantity, .market, code: stock), mode: .simulated, costs: .none, cash: 100_000_000, warnings: [])
            _ = repository.place(OrderSubmission(review))
        }
        let today = TradeDate(koreaDayOf: scheduler.now)
        var read: [AccountFill]?
        _ = repository.fills(of: code, since: today).subscribe { read = try? $0.get() }
        #expect(read?.map(\.quantity) == [2, 3] && read?.allSatisfy { $0.code == code && $0.side == .buy } == true)
        var later: [AccountFill]?
        _ = repository.fills(of: code, since: TradeDate(koreaDayOf: scheduler.now.addingTimeInterval(86_400))).subscribe { later = try? $0.get() }
        #expect(later == [])
        #expect(repository.monthsKept == 3)
    }
}
