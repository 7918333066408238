// The simulator's indices on virtual time: they start at their base values and follow the weighted quotes.

import Domain
import Foundation
import MarketData
import Reactive
import ReactiveTesting
import Testing

@Suite struct SimulatedMarketIndicesTests {
    /// Six synthetic listings: even indices KOSPI, odd KOSDAQ.
    private static let listings = SimulatedListing.synthetic(count: 6)

    private static func indices(_ events: [MarketIndexFeedEvent]) -> [MarketIndex] {
        events.compactMap { if case .index(let index) = $0 { index } else { nil } }
    }

    /// Index events and the exchange's quotes over one virtual minute.
    private static func run(shares: [StockCode: Double] = [:]) -> (indices: [MarketIndex], quotes: [Quote]) {
        let scheduler = SimulatedExchangeTests.scheduler()
        let exchange = SimulatedExchange(listings: listings, configuration: .init(seed: 7, sessionMode: .alwaysOpen), calendar: KRXCalendar(closures: [:]), scheduler: scheduler)
        let repository = SimulatedMarketIndices(exchange: exchange, listings: listings, shares: shares)
        let indexObserver = scheduler.createObserver(MarketIndexFeedEvent.self)
        let quoteObserver = scheduler.createObserver(QuoteFeedEvent.self)
        let start = scheduler.clock
        let first = repository.indices().subscribe(indexObserver)
        let second = exchange.quotes(for: listings.map(\.stock.code)).subscribe(quoteObserver)
        scheduler.advanceTo(start + 60_000)
        first.dispose()
        second.dispose()
        return (indices(indexObserver.events.compactMap(\.value.element)), SimulatedExchangeTests.quotes(quoteObserver))
    }

    @Test func startsAtTheBaseValuesOfTheThreeIndices() {
        let first = Self.run().indices.prefix(6)
        let kinds = Set(first.map(\.kind))
        #expect(kinds == [.kospi, .kosdaq, .kospi200])
        let kospi = first.first { $0.kind == .kospi }
        #expect(kospi.map { abs($0.value - 2_600) < 2_600 * 0.3 } == true)
    }

    /// Before the first trade the snapshot's quotes are at the starting prices: three figures, not one
    /// per member (the full listing's snapshot is 2,773 quotes, at start).
    @Test func theFirstSnapshotSendsEachIndexOnce() {
        let scheduler = SimulatedExchangeTests.scheduler()
        let exchange = SimulatedExchange(listings: Self.listings, configuration: .init(seed: 7, sessionMode: .alwaysOpen), calendar: KRXCalendar(closures: [:]), scheduler: scheduler)
        let observer = scheduler.createObserver(MarketIndexFeedEvent.self)
        let subscription = SimulatedMarketIndices(exchange: exchange, listings: Self.listings).indices().subscribe(observer)
        scheduler.advanceTo(scheduler.clock + 1)
        subscription.dispose()
        let first = Self.indices(observer.events.compactMap(\.value.element))
        #expect(first.map(\.kind) == [.kospi, .kospi200, .kosdaq])
        #expect(first.map(\.change) == [0, 0, 0])
    }

    @Test func followsThePriceWeightedQuotesOfItsMarket() throws {
        let (indices, quotes) = Self.run()
        #expect(indices.count > 12, "the indices move with the trades")
        var latest: [StockCode: Int] = [:]
        for quote in quotes { latest[quote.code] = quote.price }
        let kosdaq = Self.listings.filter { $0.stock.market == .kosdaq }
        let expected = 870 * Double(kosdaq.reduce(0) { $0 + latest[$1.stock.code]! }) / Double(kosdaq.reduce(0) { $0 + $1.referencePrice })
        let last = try #require(indices.last { $0.kind == .kosdaq })
        #expect(abs(last.value - expected) < 1e-6)
        #expect(abs(last.change - (expected - 870)) < 1e-6)
        let up = kosdaq.filter { latest[$0.stock.code]! > $0.referencePrice }.count
        #expect(last.advancers == up)
    }

    @Test func weightsByShares() throws {
        let heavy = Self.listings[1].stock.code
        let (indices, quotes) = Self.run(shares: [heavy: 1_000_000])
        let heavyQuote = try #require(quotes.last { $0.code == heavy })
        let last = try #require(indices.last { $0.kind == .kosdaq })
        // One member outweighs the rest a million to one: the index moves as its price does.
        let expected = 870 * Double(heavyQuote.price) / Double(Self.listings[1].referencePrice)
        #expect(abs(last.value - expected) / expected < 0.001)
    }
}
