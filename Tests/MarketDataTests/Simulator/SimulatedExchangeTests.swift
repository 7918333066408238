// The simulated exchange's live stream on virtual time: right codes, clean disposal, KRX hours.

import Domain
import Foundation
import MarketData
import Reactive
import ReactiveTesting
import Testing

@Suite("SimulatedExchange")
struct SimulatedExchangeTests {
    static let listings = SimulatedListing.synthetic(count: 6)
    static let codes = listings.map(\.stock.code)

    /// A scheduler in milliseconds whose clock starts at `koreaTime` (March 2026, UTC+9).
    static func scheduler(day: Int = 2, hour: Int = 10, minute: Int = 0) -> TestScheduler {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let wallClock = utc.date(from: DateComponents(year: 2026, month: 3, day: day, hour: hour, minute: minute))!
        let instant = wallClock.addingTimeInterval(-9 * 3600)
        return TestScheduler(initialClock: Int(instant.timeIntervalSince1970 * 1_000), resolution: 0.001)
    }

    static func exchange(
        _ scheduler: TestScheduler, mode: SimulatorConfiguration.SessionMode = .alwaysOpen, seed: UInt64 = 1,
        calendar: KRXCalendar = KRXCalendar(closures: [:]), replaysSessionSoFar: Bool = false
    ) -> SimulatedExchange {
        var configuration = SimulatorConfiguration(seed: seed, sessionMode: mode)
        configuration.replaysSessionSoFar = replaysSessionSoFar
        return SimulatedExchange(listings: listings, configuration: configuration, calendar: calendar, scheduler: scheduler)
    }

    static func quotes(_ observer: TestableObserver<QuoteFeedEvent>) -> [Quote] {
        observer.events.compactMap {
            if case .quote(let quote) = $0.value.element { return quote }
            return nil
        }
    }

    @Test("the stream starts with each requested code's quote, then trades of exactly those codes")
    func requestedCodesOnly() {
        let scheduler = Self.scheduler()
        let exchange = Self.exchange(scheduler)
        let requested = [Self.codes[4], Self.codes[1]]
        let start = scheduler.clock
        let observer = scheduler.createObserver(QuoteFeedEvent.self)
        let subscription = exchange.quotes(for: requested).subscribe(observer)
        scheduler.advanceTo(start + 60_000)
        subscription.dispose()
        let quotes = Self.quotes(observer)
        #expect(quotes.prefix(2).map(\.code) == requested)
        #expect(quotes.prefix(2).allSatisfy { $0.volume == 0 })
        #expect(Set(quotes.map(\.code)) == Set(requested))
        #expect(quotes.count > 20)
        #expect(zip(quotes, quotes.dropFirst()).allSatisfy { $0.time <= $1.time })
    }

    @Test("a code the exchange does not list is reported as a failure and the others keep flowing")
    func unknownCode() throws {
        let scheduler = Self.scheduler()
        let exchange = Self.exchange(scheduler)
        let unknown = try #require(StockCode("999999"))
        let observer = scheduler.createObserver(QuoteFeedEvent.self)
        let subscription = exchange.quotes(for: [unknown, Self.codes[0]]).subscribe(observer)
        scheduler.advanceTo(scheduler.clock + 30_000)
        subscription.dispose()
        guard case .failure(let failure) = observer.events.first?.value.element else {
            Issue.record("expected a failure first, got \(observer.events.prefix(1))")
            return
        }
        #expect(failure.code == unknown)
        #expect(failure.message.contains("999999"))
        #expect(Self.quotes(observer).count > 1)
        #expect(!observer.events.contains { $0.value.isStopEvent })
    }

    @Test("disposing stops delivery and the market, and leaves no live subscription")
    func disposal() {
        let live = Resources.countingLive {
            let scheduler = Self.scheduler()
            let exchange = Self.exchange(scheduler)
            let observer = scheduler.createObserver(QuoteFeedEvent.self)
            let subscription = exchange.quotes(for: Self.codes).subscribe(observer)
            scheduler.advanceTo(scheduler.clock + 10_000)
            subscription.dispose()
            let received = observer.events.count
            let frozen = Self.codes.map { exchange.currentQuote(for: $0)?.price }
            scheduler.advanceTo(scheduler.clock + 60_000)
            #expect(observer.events.count == received)
            #expect(Self.codes.map { exchange.currentQuote(for: $0)?.price } == frozen)
        }
        #expect(live == 0)
    }

    @Test("two subscribers see the same trades of a shared code; the market runs until the last leaves")
    func sharedMarket() {
        let scheduler = Self.scheduler()
        let exchange = Self.exchange(scheduler)
        let first = scheduler.createObserver(QuoteFeedEvent.self)
        let second = scheduler.createObserver(QuoteFeedEvent.self)
        let start = scheduler.clock
        let firstSubscription = exchange.quotes(for: [Self.codes[0]]).subscribe(first)
        let secondSubscription = exchange.quotes(for: [Self.codes[0]]).subscribe(second)
        scheduler.advanceTo(start + 20_000)
        firstSubscription.dispose()
        scheduler.advanceTo(start + 40_000)
        secondSubscription.dispose()
        let firstQuotes = Self.quotes(first)
        let secondQuotes = Self.quotes(second)
        #expect(firstQuotes.count > 1)
        #expect(Array(secondQuotes.prefix(firstQuotes.count)) == firstQuotes)
        #expect(secondQuotes.count > firstQuotes.count)
    }

    @Test("the same seed and schedule replay the same stream")
    func reproducible() {
        func run(seed: UInt64) -> [Quote] {
            let scheduler = Self.scheduler()
            let observer = scheduler.start(created: scheduler.clock + 1, subscribed: scheduler.clock + 2, disposed: scheduler.clock + 30_000) {
                Self.exchange(scheduler, seed: seed).quotes(for: Self.codes)
            }
            return Self.quotes(observer)
        }
        #expect(run(seed: 5) == run(seed: 5))
        #expect(run(seed: 5) != run(seed: 6))
    }

    @Test("krx mode is silent on a weekend and at night, giving only the current quotes", arguments: [(7, 12, 0), (2, 20, 0), (3, 7, 0)])
    func krxClosed(day: Int, hour: Int, minute: Int) {
        let scheduler = Self.scheduler(day: day, hour: hour, minute: minute)
        let start = scheduler.clock
        let observer = scheduler.start(created: start + 1, subscribed: start + 2, disposed: start + 600_000) {
            Self.exchange(scheduler, mode: .krx).quotes(for: Self.codes)
        }
        #expect(Self.quotes(observer).count == Self.codes.count)
        #expect(Self.quotes(observer).allSatisfy { $0.volume == 0 })
    }

    @Test("krx mode matches KRX's single-price session once each ten minutes and stops at 18:00 Korea time")
    func krxCloses() {
        let scheduler = Self.scheduler(hour: 17, minute: 39)
        let start = scheduler.clock
        let observer = scheduler.start(created: start + 1, subscribed: start + 2, disposed: start + 25 * 60_000) {
            Self.exchange(scheduler, mode: .krx).quotes(for: Self.codes)
        }
        let trades = observer.events.filter { $0.time > start + 3 }
        #expect(trades.count == 3 * Self.codes.count, "the rounds of 17:30 (on subscribing), 17:40 and 17:50")
        #expect(trades.allSatisfy { $0.time < start + 21 * 60_000 })
    }

    @Test("krx mode follows the calendar: silent on a holiday (Monday 2 March 2026), trading the next day")
    func krxHoliday() throws {
        let calendar = try BundledMarketCalendar.load()
        for (day, trades) in [(2, false), (3, true)] {
            let scheduler = Self.scheduler(day: day, hour: 10)
            let start = scheduler.clock
            let observer = scheduler.start(created: start + 1, subscribed: start + 2, disposed: start + 60_000) {
                Self.exchange(scheduler, mode: .krx, calendar: calendar).quotes(for: Self.codes)
            }
            #expect(Self.quotes(observer).contains { $0.volume > 0 } == trades)
        }
    }
}

@Suite("SimulatedExchange one-off quotes")
struct SimulatedExchangeQuoteTests {
    @Test("quote(for:) gives the current quote of a listed code and a failure for another")
    func oneOff() throws {
        let scheduler = SimulatedExchangeTests.scheduler()
        let exchange = SimulatedExchangeTests.exchange(scheduler)
        let code = SimulatedExchangeTests.codes[2]
        var received: [Result<Quote, Error>] = []
        _ = exchange.quote(for: code).subscribe { received.append($0) }
        let unknown = try #require(StockCode("ZZZZZZ"))
        _ = exchange.quote(for: unknown).subscribe { received.append($0) }
        #expect(received.count == 2)
        #expect(try received[0].get().price == SimulatedExchangeTests.listings[2].referencePrice)
        #expect(try received[0].get().time == scheduler.now)
        guard case .failure(let error) = received[1] else {
            Issue.record("a code not listed must fail")
            return
        }
        #expect(error as? QuoteFeedFailure == QuoteFeedFailure(code: unknown, message: "ZZZZZZ is not listed on the simulated exchange."))
    }
}
