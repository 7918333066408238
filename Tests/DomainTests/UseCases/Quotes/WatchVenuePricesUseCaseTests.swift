// Both venues' prices of a Nextrade stock: asked at once and every period, a venue's failure handled apart.

import Domain
import DomainTestDoubles
import Reactive
import ReactiveTesting
import Testing

@Suite struct WatchVenuePricesUseCaseTests {
    private static let code = StockCode("005930")!

    /// Answers each venue's quote from `prices` (a missing venue fails) and counts the questions.
    private final class Venues: VenueQuoteRepository {
        var apart = true
        var prices: [Venue: Int] = [.krx: 70_000, .nxt: 70_100]
        private(set) var asked: [Venue] = []

        func pricesVenuesApart(_ code: StockCode) -> Bool { apart }

        func quote(for code: StockCode, on venue: Venue) -> Single<Quote> {
            asked.append(venue)
            guard let price = prices[venue] else { return .error(QuoteFeedFailure(code: code, message: "no \(venue.mark) price")) }
            return .just(.of(code, price: price, base: 69_000))
        }
    }

    @Test func bothVenuesAreAskedAtOnceAndEveryPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let venues = Venues()
        let useCase = DefaultWatchVenuePricesUseCase(venues: venues, period: .seconds(10), scheduler: scheduler)
        scheduler.scheduleAt(215) { venues.prices[.nxt] = 70_300 }
        let observer = scheduler.start(disposed: 225) { useCase.execute(code: Self.code) }
        let prices = observer.events.compactMap(\.value.element)
        #expect(observer.events.map(\.time) == [201, 211, 221])
        #expect(prices.map(\.spread) == [100, 100, 300])
        #expect(venues.asked.count == 6)
    }

    @Test func aNextradeFailureLeavesItsPriceOutAndAKRXFailureSkipsTheRound() {
        let scheduler = TestScheduler(initialClock: 0)
        let venues = Venues()
        venues.prices[.nxt] = nil
        let useCase = DefaultWatchVenuePricesUseCase(venues: venues, period: .seconds(10), scheduler: scheduler)
        scheduler.scheduleAt(205) { venues.prices[.krx] = nil }
        let observer = scheduler.start(disposed: 215) { useCase.execute(code: Self.code) }
        let prices = observer.events.compactMap(\.value.element)
        #expect(prices.count == 1)
        #expect(prices.first?.nxt == nil && prices.first?.krx.price == 70_000)
        #expect(observer.events.allSatisfy { $0.value.error == nil })
    }

    @Test func aStockWithOnePriceIsNotAskedAbout() {
        let scheduler = TestScheduler(initialClock: 0)
        let venues = Venues()
        venues.apart = false
        let useCase = DefaultWatchVenuePricesUseCase(venues: venues, period: .seconds(10), scheduler: scheduler)
        let observer = scheduler.start { useCase.execute(code: Self.code) }
        #expect(observer.events.compactMap(\.value.element).isEmpty)
        #expect(venues.asked.isEmpty)
    }
}
