// The simulated exchange runs both venues: NXT-eligible listings trade in Nextrade's sessions, marked NXT,
// while KRX-only ones keep their close; the single-price session; the simulator's own session when both are shut.

import Domain
import Foundation
import MarketData
import Reactive
import ReactiveTesting
import Testing

@Suite("SimulatedExchange venues")
struct SimulatedExchangeVenueTests {
    /// Six listings; the first three also trade on Nextrade.
    static let listings = SimulatedListing.synthetic(count: 6).enumerated().map { index, listing in
        SimulatedListing(stock: listing.stock, referencePrice: listing.referencePrice, isNXTEligible: index < 3)
    }
    static let codes = listings.map(\.stock.code)

    /// The trades (not the first snapshot) of `minutes` minutes from `hour`:`minute` Korea time on Friday 2026-12-04.
    static func trades(
        hour: Int, minute: Int, minutes: Int, mode: SimulatorConfiguration.SessionMode, day: String = "2026-12-04", venue: Venue = .unified
    ) -> [Quote] {
        var configuration = SimulatorConfiguration(seed: 3, sessionMode: mode)
        configuration.venue = venue
        let instant = KoreaTime.date(of: CalendarDay(day)!, minute: hour * 60 + minute)
        let scheduler = TestScheduler(initialClock: Int(instant.timeIntervalSince1970 * 1_000), resolution: 0.001)
        let start = scheduler.clock
        let observer = scheduler.start(created: start + 1, subscribed: start + 2, disposed: start + minutes * 60_000) {
            SimulatedExchange(listings: listings, configuration: configuration, calendar: KRXCalendar(closures: [:]), scheduler: scheduler)
                .quotes(for: codes)
        }
        return observer.events.compactMap { event in
            guard event.time > start + 3, case .quote(let quote) = event.value.element else { return nil }
            return quote
        }
    }

    @Test("at 19:30 the eligible listings trade on NXT and the KRX-only ones keep their close", arguments: [SimulatorConfiguration.SessionMode.alwaysOpen, .krx])
    func afterMarket(mode: SimulatorConfiguration.SessionMode) {
        let trades = Self.trades(hour: 19, minute: 30, minutes: 1, mode: mode)
        #expect(trades.count > 10)
        #expect(Set(trades.map(\.code)) == Set(Self.codes.prefix(3)))
        #expect(trades.allSatisfy { $0.venue == .nxt })
    }

    @Test("--venue krx: at 19:30 nothing trades, every listing keeps KRX's close")
    func krxVenueAfterMarket() {
        #expect(Self.trades(hour: 19, minute: 30, minutes: 1, mode: .krx, venue: .krx).isEmpty)
    }

    @Test("--venue nxt: in the main market the eligible listings trade on NXT, the others on KRX")
    func nxtVenueMainMarket() {
        let trades = Self.trades(hour: 10, minute: 0, minutes: 1, mode: .alwaysOpen, venue: .nxt)
        #expect(Set(trades.map(\.code)) == Set(Self.codes))
        #expect(trades.allSatisfy { $0.venue == (Self.codes.prefix(3).contains($0.code) ? .nxt : .krx) })
    }

    @Test("at 08:10 (NXT's pre-market) only the eligible listings trade, on NXT")
    func preMarket() {
        let trades = Self.trades(hour: 8, minute: 10, minutes: 1, mode: .alwaysOpen)
        #expect(!trades.isEmpty)
        #expect(trades.allSatisfy { Self.codes.prefix(3).contains($0.code) && $0.venue == .nxt })
    }

    @Test("in the main market every listing trades on KRX")
    func mainMarket() {
        let trades = Self.trades(hour: 10, minute: 0, minutes: 1, mode: .alwaysOpen)
        #expect(Set(trades.map(\.code)) == Set(Self.codes))
        #expect(trades.allSatisfy { $0.venue == .krx })
    }

    @Test("16:00–16:30: the KRX-only listings are matched once each ten minutes, the eligible ones trade on NXT")
    func singlePrice() {
        let trades = Self.trades(hour: 16, minute: 0, minutes: 30, mode: .krx)
        let krxOnly = trades.filter { !Self.codes.prefix(3).contains($0.code) }
        #expect(krxOnly.count == 3 * 3, "three rounds (16:00, 16:10, 16:20) of three listings")
        #expect(krxOnly.allSatisfy { $0.venue == .krx })
        #expect(trades.filter { $0.venue == .nxt }.count > 100)
    }

    @Test("at the auctions and Nextrade's pauses (08:55, 15:25) nothing trades", arguments: [(8, 55), (15, 25)])
    func pause(hour: Int, minute: Int) {
        #expect(Self.trades(hour: hour, minute: minute, minutes: 1, mode: .alwaysOpen).isEmpty)
    }

    @Test("15:00–15:31: the closing auction ends in one KRX match of every listing at 15:30, for a block of shares", arguments: [Venue.unified, .krx])
    func closingAuction(venue: Venue) {
        let auctionEnd = KoreaTime.date(of: CalendarDay("2026-12-04")!, minute: 15 * 60 + 30)
        let trades = Self.trades(hour: 15, minute: 0, minutes: 31, mode: .krx, venue: venue)
        let auction = trades.filter { $0.venue == .krx && $0.time >= auctionEnd }
        #expect(auction.map(\.code).sorted() == Self.codes.sorted(), "one match of each listing")
        #expect(auction.allSatisfy { $0.time < auctionEnd.addingTimeInterval(1) }, "at the first publication after 15:30")
        for match in auction {
            let before = trades.last { $0.code == match.code && $0.time < auctionEnd }
            let block = match.volume - (before?.volume ?? 0)
            #expect(block >= 20 && block >= (before?.volume ?? 0) / 30, "\(match.code): \(block) shares after \(before?.volume ?? 0)")
        }
    }

    @Test("08:59–09:01: the opening auction prices every listing on KRX in the first publication after 09:00")
    func openingAuction() {
        let open = KoreaTime.date(of: CalendarDay("2026-12-04")!, minute: 9 * 60)
        let first = Self.trades(hour: 8, minute: 59, minutes: 2, mode: .krx)
            .filter { $0.venue == .krx && $0.time >= open && $0.time < open.addingTimeInterval(0.1) }
        #expect(Set(first.map(\.code)) == Set(Self.codes))
    }

    @Test("--venue nxt: KRX's closing auction matches the KRX-only listings; the Nextrade ones keep Nextrade's trades")
    func closingAuctionWithNextradeShown() {
        let auctionEnd = KoreaTime.date(of: CalendarDay("2026-12-04")!, minute: 15 * 60 + 30)
        let auction = Self.trades(hour: 15, minute: 29, minutes: 2, mode: .krx, venue: .nxt).filter { $0.venue == .krx && $0.time >= auctionEnd }
        #expect(auction.map(\.code).sorted() == Array(Self.codes.dropFirst(3)).sorted())
    }

    @Test("both venues shut: the always-open simulator runs its own session (every listing, KRX); krx mode is silent")
    func ownSession() {
        let night = Self.trades(hour: 22, minute: 0, minutes: 1, mode: .alwaysOpen)
        #expect(Set(night.map(\.code)) == Set(Self.codes))
        #expect(night.allSatisfy { $0.venue == .krx })
        #expect(Self.trades(hour: 22, minute: 0, minutes: 1, mode: .krx).isEmpty)
    }

    @Test("the embedded Nextrade list has its 604 tradable stocks (삼성전자 among them, a halted one not)")
    func bundledEligibility() {
        let codes = BundledNXTEligibility.load()
        #expect(codes.count == 604)
        #expect(codes.contains(StockCode("005930")!))
        #expect(!codes.contains(StockCode("000880")!), "한화: 거래불가 on 2026-08-12")
    }
}

/// Each venue's own last price, for the detail view's KRX · NXT line.
@Suite("SimulatedExchange per-venue prices")
struct SimulatedExchangeVenuePriceTests {
    static func quote(_ single: Single<Quote>) -> Result<Quote, any Error>? {
        var result: Result<Quote, any Error>?
        _ = single.subscribe { result = $0 }
        return result
    }

    @Test func afterNextradesTradesEachVenueKeepsItsOwnLastPrice() throws {
        let instant = KoreaTime.date(of: CalendarDay("2026-12-04")!, minute: 19 * 60 + 30)
        let scheduler = TestScheduler(initialClock: Int(instant.timeIntervalSince1970 * 1_000), resolution: 0.001)
        let exchange = SimulatedExchange(
            listings: SimulatedExchangeVenueTests.listings, configuration: .init(seed: 3, sessionMode: .krx), calendar: KRXCalendar(closures: [:]),
            scheduler: scheduler
        )
        let eligible = SimulatedExchangeVenueTests.codes[0], krxOnly = SimulatedExchangeVenueTests.codes[4]
        #expect(exchange.pricesVenuesApart(eligible) && !exchange.pricesVenuesApart(krxOnly))
        let closeBefore = try #require(try Self.quote(exchange.quote(for: eligible, on: .krx))?.get())
        if case .success = Self.quote(exchange.quote(for: eligible, on: .nxt)) { Issue.record("a Nextrade price before Nextrade's first trade") }
        let subscription = exchange.quotes(for: [eligible]).subscribe(onNext: { _ in })
        scheduler.advanceTo(scheduler.clock + 60_000)
        subscription.dispose()
        let krx = try #require(try Self.quote(exchange.quote(for: eligible, on: .krx))?.get())
        let nxt = try #require(try Self.quote(exchange.quote(for: eligible, on: .nxt))?.get())
        let last = try #require(exchange.currentQuote(for: eligible))
        #expect(krx.price == closeBefore.price && krx.venue == .krx)
        #expect(nxt.price == last.price && nxt.venue == .nxt)
    }

    @Test func withOneVenueShownNothingIsPricedApart() {
        var configuration = SimulatorConfiguration(seed: 3)
        configuration.venue = .krx
        let exchange = SimulatedExchange(
            listings: SimulatedExchangeVenueTests.listings, configuration: configuration, calendar: KRXCalendar(closures: [:]),
            scheduler: TestScheduler(initialClock: 0)
        )
        #expect(!exchange.pricesVenuesApart(SimulatedExchangeVenueTests.codes[0]))
    }

    /// Issue 30's finding: with `--venue nxt` the chart stayed 09:00–15:30 while the replayed day ran
    /// 08:00–20:00: the span asked whether the venues were priced apart, true for the unified choice alone.
    @Test(arguments: [(Venue.unified, true), (.nxt, true), (.krx, false)])
    func aNextradeStocksChartSpansItsNextradeHoursWheneverTheRunShowsNextradesPrices(venue: Venue, nextrade: Bool) {
        var configuration = SimulatorConfiguration(seed: 3)
        configuration.venue = venue
        let exchange = SimulatedExchange(
            listings: SimulatedExchangeVenueTests.listings, configuration: configuration, calendar: KRXCalendar(closures: [:]),
            scheduler: TestScheduler(initialClock: 0)
        )
        let useCase = DefaultStockTradingMinutesUseCase(calendar: KRXCalendar(closures: [:]), venues: exchange)
        let friday = CalendarDay("2026-12-04")!
        #expect(useCase.execute(code: SimulatedExchangeVenueTests.codes[0]).on(friday) == (nextrade ? 8 * 60..<20 * 60 : 9 * 60..<(15 * 60 + 30)))
        #expect(useCase.execute(code: SimulatedExchangeVenueTests.codes[4]).on(friday) == 9 * 60..<(15 * 60 + 30), "a KRX-only listing")
    }
}
