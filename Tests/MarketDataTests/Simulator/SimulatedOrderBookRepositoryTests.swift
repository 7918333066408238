// The simulated order book: 10 + 10 levels on the grid around the price, limits respected, auctions priced.

import Domain
import Foundation
@testable import MarketData
import Reactive
import ReactiveTesting
import Testing

@Suite struct SimulatedOrderBookRepositoryTests {
    static func quote(price: Int, base: Int = 50_000, volume: Int = 1_000) -> Quote {
        let limits = KRXPriceGrid.shares.dailyLimits(base: base)
        return Quote(
            code: StockCode("005930")!, price: price, change: price - base, sign: .flat, changeRate: 0, volume: volume, tradedValue: 0,
            open: base, high: price, low: price, upperLimit: limits.upper, lowerLimit: limits.lower, basePrice: base, time: Date(timeIntervalSince1970: 1_764_550_000)
        )
    }

    @Test func tenLevelsASideStepAlongTheGridAwayFromThePrice() {
        let book = SimulatedOrderBookRepository.book(for: Self.quote(price: 49_950), grid: .shares, seed: 1, session: .regular)
        #expect(book.asks.map(\.price) == [50_000, 50_100, 50_200, 50_300, 50_400, 50_500, 50_600, 50_700, 50_800, 50_900])
        #expect(book.bids.map(\.price) == [49_950, 49_900, 49_850, 49_800, 49_750, 49_700, 49_650, 49_600, 49_550, 49_500])
        #expect(book.totalAskQuantity > book.asks.reduce(0) { $0 + $1.quantity })
        #expect(book.asks.allSatisfy { $0.quantity > 0 } && book.bids.allSatisfy { $0.quantity > 0 })
        #expect(book.expectedPrice == nil && book.expectedVolume == nil)
    }

    @Test func atTheUpperLimitThereIsNothingToBuyAndNearTheLowerFewBids() {
        let base = 50_000
        let limits = KRXPriceGrid.shares.dailyLimits(base: base)
        #expect(SimulatedOrderBookRepository.book(for: Self.quote(price: limits.upper), grid: .shares, seed: 1, session: .regular).asks.isEmpty)
        let low = SimulatedOrderBookRepository.book(for: Self.quote(price: limits.lower + 10), grid: .shares, seed: 1, session: .regular)
        #expect(low.bids.map(\.price) == [limits.lower + 10, limits.lower])
    }

    @Test func anAuctionCarriesTheExpectedPriceAndTheBookMovesWithTrades() {
        let auction = SimulatedOrderBookRepository.book(for: Self.quote(price: 50_000), grid: .shares, seed: 1, session: .closingAuction)
        #expect(auction.expectedPrice == 50_000)
        #expect((auction.expectedVolume ?? 0) > 0)
        let before = SimulatedOrderBookRepository.book(for: Self.quote(price: 50_000, volume: 1_000), grid: .shares, seed: 1, session: .regular)
        let after = SimulatedOrderBookRepository.book(for: Self.quote(price: 50_000, volume: 1_200), grid: .shares, seed: 1, session: .regular)
        #expect(before == SimulatedOrderBookRepository.book(for: Self.quote(price: 50_000, volume: 1_000), grid: .shares, seed: 1, session: .regular))
        #expect(before.asks.map(\.quantity) != after.asks.map(\.quantity))
    }

    @Test func theStreamGivesABookAtOnceAndAfterEachTrade() {
        let scheduler = SimulatedExchangeTests.scheduler()
        let exchange = SimulatedExchangeTests.exchange(scheduler)
        let repository = SimulatedOrderBookRepository(exchange: exchange, seed: 1, calendar: KRXCalendar(closures: [:]))
        let start = scheduler.clock
        let observer = scheduler.start(created: start, subscribed: start, disposed: start + 20_000) { repository.orderBooks(for: SimulatedExchangeTests.codes[0]) }
        let books = observer.events.compactMap(\.value.element)
        #expect(books.count > 2)
        #expect(books.allSatisfy { $0.asks.count == 10 && $0.bids.count == 10 && $0.asks[0].price > $0.bids[0].price })
    }
}
