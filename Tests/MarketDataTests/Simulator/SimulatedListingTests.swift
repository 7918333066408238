// The simulated exchange's listings from the catalog: prices on the grid, made up from the seed where missing.

import Domain
@testable import MarketData
import Testing

@Suite("SimulatedListing")
struct SimulatedListingTests {
    private static func entry(_ code: String, price: Int?) -> CatalogEntry {
        CatalogEntry(
            stock: Stock(code: StockCode(code)!, nameKorean: "시험\(code)", nameEnglish: "Test \(code)", market: .kosdaq),
            isin: "KR7\(code)000", securityGroup: "주권", listingDate: CalendarDay(year: 2026, month: 1, day: 30)!,
            referencePrice: price, referenceDate: price == nil ? nil : "2021-01-22"
        )
    }

    @Test("a listed price is kept when on the grid and snapped down to it when not")
    func listedPriceSnapped() {
        #expect(SimulatedListing(entry: Self.entry("005930", price: 299_500), seed: 1).referencePrice == 299_500)
        #expect(SimulatedListing(entry: Self.entry("005930", price: 299_950), seed: 1).referencePrice == 299_500)
        #expect(SimulatedListing(entry: Self.entry("000020", price: 16_405), seed: 1).referencePrice == 16_400)
    }

    @Test("a stock without a price gets one from the seed and its code: on the grid, repeatable, varied")
    func seededPriceWhereTheListingHasNone() {
        let codes = ["0001A0", "0004V0", "0004Y0", "00104K", "123456", "654321"]
        let first = codes.map { SimulatedListing(entry: Self.entry($0, price: nil), seed: 7).referencePrice }
        let again = codes.map { SimulatedListing(entry: Self.entry($0, price: nil), seed: 7).referencePrice }
        let otherSeed = codes.map { SimulatedListing(entry: Self.entry($0, price: nil), seed: 8).referencePrice }
        #expect(first == again)
        #expect(first != otherSeed)
        #expect(Set(first).count > 3)
        #expect(first.allSatisfy { KRXPriceGrid.isOnGrid($0) && (1_000...200_000).contains($0) })
    }

    @Test("every stock of the bundled listing trades on the simulated exchange with a grid price")
    func wholeListing() throws {
        let listings = try BundledStockCatalog().entries.map { SimulatedListing(entry: $0, seed: 1) }
        #expect(listings.count == 2_773)
        #expect(listings.allSatisfy { KRXPriceGrid.isOnGrid($0.referencePrice) })
        let exchange = SimulatedExchange(listings: listings, calendar: try BundledMarketCalendar.load(), scheduler: SimulatedExchangeTests.scheduler())
        #expect(exchange.currentQuote(for: StockCode("0001A0")!)?.price == listings.first { $0.stock.code == StockCode("0001A0") }?.referencePrice)
    }
}
