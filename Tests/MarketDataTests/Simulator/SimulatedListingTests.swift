// The simulated exchange's listings from the catalog: prices on the grid, made up from the seed where missing.

import Domain
@testable import MarketData
import Testing

@Suite("SimulatedListing")
struct SimulatedListingTests {
    private static func entry(_ code: String, price: Int?, kind: SecurityKind = .stock) -> CatalogEntry {
        CatalogEntry(
            stock: Stock(code: StockCode(code)!, nameKorean: "시험\(code)", nameEnglish: "Test \(code)", market: .kosdaq, kind: kind),
            isin: "KR7\(code)000", listingDate: CalendarDay(year: 2026, month: 1, day: 30)!,
            referencePrice: price, referenceDate: price == nil ? nil : "2021-01-22", listedShares: 1_000_000
        )
    }

    @Test("a listed price is kept when on the grid and snapped down to it when not")
    func listedPriceSnapped() {
        #expect(SimulatedListing(entry: Self.entry("005930", price: 299_500), seed: 1).referencePrice == 299_500)
        #expect(SimulatedListing(entry: Self.entry("005930", price: 299_950), seed: 1).referencePrice == 299_500)
        #expect(SimulatedListing(entry: Self.entry("000020", price: 16_405), seed: 1).referencePrice == 16_400)
    }

    @Test("an ETF keeps its price on the ETFs' grid and trades in its 5 won steps")
    func exchangeTradedFundGrid() {
        let listing = SimulatedListing(entry: Self.entry("069500", price: 99_265, kind: .etf), seed: 1)
        #expect(listing.referencePrice == 99_265)
        var state = SimulatedListingState(listing: listing)
        #expect(state.upperLimit == 129_040)
        state.trade(ticks: 2, shares: 10)
        #expect(state.price == 99_275)
        let share = SimulatedListing(entry: Self.entry("005930", price: 99_265), seed: 1)
        #expect(share.referencePrice == 99_200)
    }

    @Test("a stock without a price gets one from its code alone: on the grid, the same at every launch whatever the seed, varied")
    func derivedPriceWhereTheListingHasNone() {
        let codes = ["0001A0", "0004V0", "0004Y0", "00104K", "123456", "654321"]
        let first = codes.map { SimulatedListing(entry: Self.entry($0, price: nil), seed: 7).referencePrice }
        let again = codes.map { SimulatedListing(entry: Self.entry($0, price: nil), seed: 7).referencePrice }
        let otherSeed = codes.map { SimulatedListing(entry: Self.entry($0, price: nil), seed: 8).referencePrice }
        let timeSeed = codes.map { SimulatedListing(entry: Self.entry($0, price: nil), seed: 1_796_086_800_123).referencePrice }
        #expect(first == again)
        #expect(first == otherSeed)
        #expect(first == timeSeed)
        #expect(Set(first).count > 3)
        #expect(first.allSatisfy { KRXPriceGrid.shares.isOnGrid($0) && (1_000...200_000).contains($0) })
    }

    @Test("two simulated exchanges with different seeds (two launches) start a stock without a price at the same reference")
    func derivedReferenceIsTheSameAtEveryLaunch() throws {
        let calendar = try BundledMarketCalendar.load()
        let code = StockCode("0001A0")!
        let references = try [7, 42].map { (seed: UInt64) in
            let exchange = SimulatedExchange(
                listings: [SimulatedListing(entry: Self.entry(code.rawValue, price: nil), seed: seed)],
                configuration: SimulatorConfiguration(seed: seed), calendar: calendar, scheduler: SimulatedExchangeTests.scheduler()
            )
            return try #require(exchange.currentQuote(for: code)).basePrice
        }
        #expect(references[0] == references[1])
    }

    @Test("every stock of the bundled listing trades on the simulated exchange with a grid price")
    func wholeListing() throws {
        let listings = try BundledStockCatalog().entries.map { SimulatedListing(entry: $0, seed: 1) }
        #expect(listings.count == 4_299)
        #expect(listings.allSatisfy { KRXPriceGrid.of($0.stock.kind).isOnGrid($0.referencePrice) })
        #expect(listings.first { $0.stock.code == StockCode("069500") }?.referencePrice == 99_265)
        let exchange = SimulatedExchange(listings: listings, calendar: try BundledMarketCalendar.load(), scheduler: SimulatedExchangeTests.scheduler())
        #expect(exchange.currentQuote(for: StockCode("0001A0")!)?.price == listings.first { $0.stock.code == StockCode("0001A0") }?.referencePrice)
    }
}
