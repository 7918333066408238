// The simulated exchange's history: today's minutes meet the live price, past days chain their closes, all on the grid.

import Domain
import Foundation
@testable import MarketData
import Reactive
import ReactiveTesting
import Testing

@Suite struct SimulatedPriceHistoryTests {
    static func bars(_ single: Single<[PriceBar]>) -> [PriceBar] {
        var result: [PriceBar] = []
        _ = single.subscribe { if case .success(let bars) = $0 { result = bars } }
        return result
    }

    static func isOnGridOrLimit(_ price: Int, _ quote: Quote) -> Bool {
        KRXPriceGrid.shares.isOnGrid(price) || price == quote.upperLimit || price == quote.lowerLimit
    }

    @Test func todaysMinuteBarsRunFromTheOpenToTheCurrentPriceOnTheGrid() throws {
        let scheduler = SimulatedExchangeTests.scheduler(day: 2, hour: 10, minute: 0)
        let exchange = SimulatedExchangeTests.exchange(scheduler)
        let history = SimulatedPriceHistory(exchange: exchange, seed: 1)
        for code in SimulatedExchangeTests.codes {
            let quote = try #require(exchange.currentQuote(for: code))
            let bars = Self.bars(history.intradayBars(for: code, after: nil))
            #expect(bars.count == 61)
            #expect(bars.first?.start == BarInterval.day.start(of: quote.time).addingTimeInterval(9 * 3600))
            #expect(bars.last?.close == quote.price)
            for bar in bars {
                #expect(bar.low <= min(bar.open, bar.close) && bar.high >= max(bar.open, bar.close))
                #expect(bar.low >= quote.lowerLimit && bar.high <= quote.upperLimit)
                #expect([bar.open, bar.high, bar.low, bar.close].allSatisfy { Self.isOnGridOrLimit($0, quote) })
                #expect(bar.volume > 0)
            }
            let later = Self.bars(history.intradayBars(for: code, after: bars[49].start))
            #expect(later == Array(bars[50...]))
        }
    }

    @Test func pastDaysChainToTodaysBasePriceWithinTheLimitsAndSkipWeekends() throws {
        let scheduler = SimulatedExchangeTests.scheduler(day: 2, hour: 10, minute: 0)
        let exchange = SimulatedExchangeTests.exchange(scheduler)
        let history = SimulatedPriceHistory(exchange: exchange, seed: 1)
        let code = SimulatedExchangeTests.codes[2]
        let quote = try #require(exchange.currentQuote(for: code))
        let today = BarInterval.day.start(of: quote.time)
        let bars = Self.bars(history.dailyBars(for: code, from: today.addingTimeInterval(-365 * 86_400), through: today))
        #expect((255...265).contains(bars.count))
        #expect(bars.last?.start == today)
        #expect(bars[bars.count - 2].close == quote.basePrice)
        for (earlier, later) in zip(bars, bars.dropFirst()) {
            let limits = KRXPriceGrid.shares.dailyLimits(base: earlier.close)
            #expect(later.close >= limits.lower && later.close <= limits.upper)
            let weekday = KoreaTime.calendar.component(.weekday, from: later.start)
            #expect(weekday != 1 && weekday != 7)
        }
        let month = Self.bars(history.dailyBars(for: code, from: today.addingTimeInterval(-30 * 86_400), through: today.addingTimeInterval(-86_400)))
        #expect(month == bars.filter { $0.start >= today.addingTimeInterval(-30 * 86_400) && $0.start < today })
    }

    @Test func theSameSeedGivesTheSameHistoryAndAnotherSeedAnother() {
        let code = SimulatedExchangeTests.codes[0]
        func history(seed: UInt64) -> [PriceBar] {
            let scheduler = SimulatedExchangeTests.scheduler(day: 3, hour: 14, minute: 0)
            return Self.bars(SimulatedPriceHistory(exchange: SimulatedExchangeTests.exchange(scheduler, seed: seed), seed: seed).intradayBars(for: code, after: nil))
        }
        #expect(history(seed: 7) == history(seed: 7))
        #expect(history(seed: 7) != history(seed: 8))
    }

    @Test func beforeTheOpenTheLastSessionIsServed() {
        let scheduler = SimulatedExchangeTests.scheduler(day: 3, hour: 8, minute: 0)
        let history = SimulatedPriceHistory(exchange: SimulatedExchangeTests.exchange(scheduler), seed: 1)
        #expect(Self.bars(history.intradayBars(for: SimulatedExchangeTests.codes[0], after: nil)).count == 380)
    }

    /// The trial's finding: launched in the evening, a stock's header said nothing traded (open, high and
    /// low at the previous close, volume 0) while its chart showed a whole day.
    /// KRX's 390 minutes less the closing auction's 10 (no trade in 15:20–15:30).
    @Test(arguments: [(3, 19, 30, 380), (3, 11, 0, 120), (3, 8, 0, 380), (3, 9, 0, 0)])
    func launchedLateTheDaysFiguresAreTheChartsOfTheSessionSoFar(day: Int, hour: Int, minute: Int, minutesBefore: Int) throws {
        let scheduler = SimulatedExchangeTests.scheduler(day: day, hour: hour, minute: minute)
        let exchange = SimulatedExchangeTests.exchange(scheduler, mode: .krx, replaysSessionSoFar: true)
        let history = SimulatedPriceHistory(exchange: exchange, seed: 1)
        for code in SimulatedExchangeTests.codes {
            let quote = try #require(exchange.currentQuote(for: code))
            let bars = Self.bars(history.intradayBars(for: code, after: nil)).filter { $0.start < quote.time.addingTimeInterval(-59) }
            #expect(bars.count == minutesBefore)
            guard let first = bars.first, let last = bars.last else {
                #expect(quote.volume == 0 && quote.open == quote.basePrice)
                continue
            }
            #expect(quote.open == first.open)
            #expect(quote.price == last.close)
            #expect(quote.high == bars.map(\.high).max())
            #expect(quote.low == bars.map(\.low).min())
            #expect(quote.volume == bars.map(\.volume).reduce(0, +))
        }
    }

    /// Issue 28's finding at 19:30: a Nextrade stock's day was replayed 09:00–15:30 only, so its chart ended at
    /// KRX's close and the header's high existed only as a stroke at the right edge. Its day is 08:00–20:00.
    /// Nextrade's 720 minutes less its pauses (08:50–09:00, 15:20–15:30: no trade).
    @Test(arguments: [(3, 19, 30, 670), (3, 8, 30, 30), (3, 11, 0, 170), (3, 20, 30, 700), (3, 7, 30, 700)])
    func aNextradeStocksReplayedDayIsItsChartFrom0800(day: Int, hour: Int, minute: Int, minutesBefore: Int) throws {
        let scheduler = SimulatedExchangeTests.scheduler(day: day, hour: hour, minute: minute)
        let (exchange, history) = Self.nextradeExchange(scheduler)
        for code in SimulatedExchangeTests.codes {
            let quote = try #require(exchange.currentQuote(for: code))
            let bars = Self.bars(history.intradayBars(for: code, after: nil)).filter { $0.start < quote.time.addingTimeInterval(-59) }
            #expect(bars.count == minutesBefore)
            let first = try #require(bars.first), last = try #require(bars.last)
            #expect(KoreaTime.dayAndMinute(first.start).1 == 8 * 60, "the day starts at 08:00")
            #expect(quote.open == first.open)
            #expect(quote.price == last.close)
            #expect(quote.high == bars.map(\.high).max())
            #expect(quote.low == bars.map(\.low).min())
            #expect(quote.volume == bars.map(\.volume).reduce(0, +))
        }
    }

    @Test func at1930ANextradeStocksKRXPriceIsItsCloseAndNextradesTheLastMinutes() throws {
        let scheduler = SimulatedExchangeTests.scheduler(day: 3, hour: 19, minute: 30)
        let (exchange, history) = Self.nextradeExchange(scheduler)
        for code in SimulatedExchangeTests.codes {
            let bars = Self.bars(history.intradayBars(for: code, after: nil))
            let krxClose = try #require(bars.last { KoreaTime.dayAndMinute($0.start).1 < 15 * 60 + 30 }).close
            #expect(Self.price(exchange.quote(for: code, on: .krx)) == krxClose)
            #expect(Self.price(exchange.quote(for: code, on: .nxt)) == exchange.currentQuote(for: code)?.price)
            #expect(exchange.currentQuote(for: code)?.venue == .nxt)
        }
    }

    /// A launch at 11:00 used to say Nextrade had no trade yet although its pre-market was on the chart.
    @Test func at1100ANextradeStocksNextradePriceIsItsPreMarketsLastAndTheLastTradeKRXs() throws {
        let scheduler = SimulatedExchangeTests.scheduler(day: 3, hour: 11, minute: 0)
        let (exchange, history) = Self.nextradeExchange(scheduler)
        for code in SimulatedExchangeTests.codes {
            let bars = Self.bars(history.intradayBars(for: code, after: nil))
            let preMarketClose = try #require(bars.last { KoreaTime.dayAndMinute($0.start).1 < 9 * 60 }).close
            #expect(Self.price(exchange.quote(for: code, on: .nxt)) == preMarketClose)
            #expect(Self.price(exchange.quote(for: code, on: .krx)) == exchange.currentQuote(for: code)?.price)
            #expect(exchange.currentQuote(for: code)?.venue == .krx)
        }
    }

    /// `--venue nxt` shows a Nextrade stock's Nextrade trades alone: launched in the main market, its row starts
    /// on Nextrade with the day so far (it said KRX until the first live trade).
    @Test func withNextradeShownALaunchAt1000StartsEveryNextradeStockOnNextrade() throws {
        let scheduler = SimulatedExchangeTests.scheduler(day: 3, hour: 10, minute: 0)
        let (exchange, _) = Self.nextradeExchange(scheduler, venue: .nxt)
        let (krxShown, _) = Self.nextradeExchange(SimulatedExchangeTests.scheduler(day: 3, hour: 10, minute: 0))
        for code in SimulatedExchangeTests.codes {
            let quote = try #require(exchange.currentQuote(for: code))
            #expect(quote.venue == .nxt)
            #expect(Self.price(exchange.quote(for: code, on: .nxt)) == quote.price)
            #expect(quote.price == krxShown.currentQuote(for: code)?.price, "the same day's path, on Nextrade")
        }
    }

    /// An exchange replaying the day so far whose listings all trade on Nextrade too, and its history.
    private static func nextradeExchange(_ scheduler: TestScheduler, venue: Venue = .unified) -> (SimulatedExchange, SimulatedPriceHistory) {
        let listings = SimulatedExchangeTests.listings.map { SimulatedListing(stock: $0.stock, referencePrice: $0.referencePrice, isNXTEligible: true) }
        var configuration = SimulatorConfiguration(seed: 1, sessionMode: .krx)
        configuration.venue = venue
        configuration.replaysSessionSoFar = true
        let exchange = SimulatedExchange(listings: listings, configuration: configuration, calendar: KRXCalendar(closures: [:]), scheduler: scheduler)
        return (exchange, SimulatedPriceHistory(exchange: exchange, seed: 1, calendar: KRXCalendar(closures: [:])))
    }

    /// The price `single` answers with at once, nil for a failure.
    private static func price(_ single: Single<Quote>) -> Int? {
        var price: Int?
        _ = single.subscribe { if case .success(let quote) = $0 { price = quote.price } }
        return price
    }

    @Test func afterTheLaunchTheMinutesRunFromTheReplayedPriceToTheLiveOneWithinTheDaysRange() throws {
        let scheduler = SimulatedExchangeTests.scheduler(day: 3, hour: 11, minute: 0)
        let exchange = SimulatedExchangeTests.exchange(scheduler, mode: .krx, replaysSessionSoFar: true)
        let history = SimulatedPriceHistory(exchange: exchange, seed: 1)
        let observer = scheduler.createObserver(QuoteFeedEvent.self)
        let subscription = exchange.quotes(for: SimulatedExchangeTests.codes).subscribe(observer)
        scheduler.advanceTo(scheduler.clock + 30 * 60 * 1_000)
        subscription.dispose()
        for code in SimulatedExchangeTests.codes {
            let quote = try #require(exchange.currentQuote(for: code))
            let bars = Self.bars(history.intradayBars(for: code, after: nil))
            #expect(bars.count == 151)
            #expect(bars.last?.close == quote.price)
            for bar in bars {
                #expect(bar.low >= quote.low && bar.high <= quote.high)
            }
        }
    }

    /// Launched in Nextrade's pre-market and watched through the 08:50–09:00 pause: the chart's minutes after
    /// the launch have no trade in the pause either, as the live exchange has none.
    @Test func aNextradeStocksMinutesAfterTheLaunchSkipThePause() throws {
        let scheduler = SimulatedExchangeTests.scheduler(day: 3, hour: 8, minute: 40)
        let (exchange, history) = Self.nextradeExchange(scheduler)
        let subscription = exchange.quotes(for: SimulatedExchangeTests.codes).subscribe(onNext: { _ in })
        scheduler.advanceTo(scheduler.clock + 30 * 60 * 1_000)
        subscription.dispose()
        for code in SimulatedExchangeTests.codes {
            let quote = try #require(exchange.currentQuote(for: code))
            let minutes = Self.bars(history.intradayBars(for: code, after: nil)).map { KoreaTime.dayAndMinute($0.start).1 }
            #expect(minutes.count == 71 - 10, "08:00–09:10 (its minute included) less the pause")
            #expect(!minutes.contains { (8 * 60 + 50)..<(9 * 60) ~= $0 })
            #expect(Self.bars(history.intradayBars(for: code, after: nil)).last?.close == quote.price)
        }
    }

    /// "The previous session stays until the new one's first trade": launched before Monday's opening the rows
    /// show Friday's session; from a listing's first trade on Monday its change and volume are Monday's.
    @Test func theLastSessionStaysUntilTheNewDaysFirstTradeWhichMeasuresFromItsClose() throws {
        let scheduler = SimulatedExchangeTests.scheduler(day: 2, hour: 8, minute: 40)
        let exchange = SimulatedExchangeTests.exchange(scheduler, mode: .krx, replaysSessionSoFar: true)
        let code = SimulatedExchangeTests.codes[0]
        let friday = try #require(exchange.currentQuote(for: code))
        #expect(friday.volume > 0)
        let subscription = exchange.quotes(for: SimulatedExchangeTests.codes).subscribe(onNext: { _ in })
        scheduler.advanceTo(scheduler.clock + 19 * 60 * 1_000)
        let beforeTheOpening = try #require(exchange.currentQuote(for: code))
        #expect(beforeTheOpening.volume == friday.volume && beforeTheOpening.basePrice == friday.basePrice, "08:59: still Friday's")
        scheduler.advanceTo(scheduler.clock + 2 * 60 * 1_000)
        subscription.dispose()
        let monday = try #require(exchange.currentQuote(for: code))
        #expect(monday.basePrice == friday.price, "Monday's change is measured from Friday's close")
        #expect(monday.change == monday.price - friday.price)
        #expect(monday.volume > 0 && monday.volume < friday.volume, "Monday's volume starts again")
        #expect((monday.lowerLimit, monday.upperLimit) == KRXPriceGrid.shares.dailyLimits(base: friday.price))
    }

    @Test func aCodeNotListedFails() {
        let scheduler = SimulatedExchangeTests.scheduler()
        let history = SimulatedPriceHistory(exchange: SimulatedExchangeTests.exchange(scheduler), seed: 1)
        var failure: Error?
        _ = history.intradayBars(for: StockCode("999999")!, after: nil).subscribe { if case .failure(let error) = $0 { failure = error } }
        #expect(failure is QuoteFeedFailure)
    }
}
