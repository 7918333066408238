// The detail header's KRX · NXT line: each venue's price and the spread, moved by trades marked with a venue.

import Domain
import DomainTestDoubles
import Foundation
import Presentation
import Reactive
import ReactiveTesting
import Testing

@Suite struct StockDetailVenuePricesTests {
    private static let samsung = Stock(code: StockCode("005930")!, nameKorean: "삼성전자", nameEnglish: "Samsung Electronics", market: .kospi)

    /// Emits what the test sends.
    private final class ScriptedVenuePrices: WatchVenuePricesUseCase {
        let prices = PublishSubject<VenuePrices>()
        func execute(code: StockCode) -> Observable<VenuePrices> { prices.asObservable() }
    }

    private static func quote(_ price: Int, on venue: Venue) -> Quote {
        let plain = Quote.of(samsung, price: price, base: 70_000)
        return Quote(
            code: plain.code, price: price, change: plain.change, sign: plain.sign, changeRate: plain.changeRate, volume: plain.volume,
            tradedValue: plain.tradedValue, open: plain.open, high: plain.high, low: plain.low, upperLimit: plain.upperLimit,
            lowerLimit: plain.lowerLimit, basePrice: plain.basePrice, time: plain.time, venue: venue
        )
    }

    /// The latest state after `steps` (each given the feed and the venue prices, then a tick of time).
    private func run(withVenuePrices: Bool = true, _ steps: [(FakeQuoteRepository, ScriptedVenuePrices) -> Void]) -> StockDetailState? {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let feed = FakeQuoteRepository(deliversOnlyRequestedCodes: true)
        let venues = ScriptedVenuePrices()
        let viewModel = StockDetailViewModel(
            code: Self.samsung.code, stock: Self.samsung,
            useCases: StockDetailViewModel.UseCases(
                watchQuotes: DefaultWatchStockQuotesUseCase(quotes: feed), loadIntradayBars: nil, loadDailyBars: nil, watchOrderBook: nil,
                watchVenuePrices: withVenuePrices ? venues : nil
            ),
            scheduler: scheduler
        )
        var latest: StockDetailState?
        let subscription = viewModel.transform(StockDetailViewModel.Input(intents: .never())).state.subscribe(onNext: { latest = $0 })
        scheduler.advanceTo(1)
        for step in steps {
            step(feed, venues)
            scheduler.advanceTo(scheduler.clock + 1)
        }
        subscription.dispose()
        return latest
    }

    @Test func bothVenuesPricesAndTheSpreadAreOneLine() {
        let state = run([{ _, venues in venues.prices.onNext(VenuePrices(krx: Self.quote(70_000, on: .krx), nxt: Self.quote(70_100, on: .nxt))) }])
        #expect(state?.header.venuePrices == "KRX 70,000 · NXT 70,100 (+100 +0.14%)")
    }

    @Test func beforeNextradesFirstTradeTheLineSaysSo() {
        let state = run([{ _, venues in venues.prices.onNext(VenuePrices(krx: Self.quote(70_000, on: .krx), nxt: nil)) }])
        #expect(state?.header.venuePrices == "KRX 70,000 · NXT no trade yet")
    }

    @Test func aTradeMarkedWithAVenueMovesThatVenuesPriceAtOnce() {
        let state = run([
            { _, venues in venues.prices.onNext(VenuePrices(krx: Self.quote(70_000, on: .krx), nxt: nil)) },
            { feed, _ in feed.send(.quote(Self.quote(69_800, on: .nxt))) },
            { feed, _ in feed.send(.quote(Self.quote(70_100, on: .unified))) },
        ])
        #expect(state?.header.venuePrices == "KRX 70,000 · NXT 69,800 (-200 -0.29%)")
    }

    @Test func withoutTheUseCaseThereIsNoLine() {
        let state = run(withVenuePrices: false, [{ feed, _ in feed.send(.quote(Self.quote(70_000, on: .krx))) }])
        #expect(state?.header.price == "70,000")
        #expect(state?.header.venuePrices == nil)
    }
}
