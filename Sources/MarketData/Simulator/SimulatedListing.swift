// A stock listed on the simulated exchange, with the price its first day starts from.

import DisplayText
import Domain
import FoundationEssentials
import Glibc

/// A stock and its reference price, the base price the simulated day starts from.
public struct SimulatedListing: Sendable, Equatable {
    public let stock: Stock
    /// The base price in KRW (normally on the tick grid, e.g. the catalog's recent close).
    public let referencePrice: Int
    /// True when the stock also trades on Nextrade (its pre- and after-markets included).
    public let isNXTEligible: Bool

    public init(stock: Stock, referencePrice: Int, isNXTEligible: Bool = false) {
        precondition(referencePrice > 0, "a listing needs a positive reference price")
        self.stock = stock
        self.referencePrice = referencePrice
        self.isNXTEligible = isNXTEligible
    }

    /// The listing of a catalog entry: its reference price snapped down to its kind's tick grid, or, when the
    /// catalog has none, a price derived from the code alone (the same at every launch, whatever the seed
    /// and whatever else is listed, so a position in it keeps its value across restarts), log-uniform
    /// between 1,000 and 200,000 KRW on the grid. `seed` moves the trades, never a reference price.
    public init(entry: CatalogEntry, seed: UInt64, isNXTEligible: Bool = false) {
        let price = entry.referencePrice ?? Self.derivedPrice(for: entry.stock.code)
        self.init(stock: entry.stock, referencePrice: KRXPriceGrid.of(entry.stock.kind).gridPrice(atOrBelow: price), isNXTEligible: isNXTEligible)
    }

    /// A made-up but stable price for `code`: FNV-1a of the code seeds the generator.
    private static func derivedPrice(for code: StockCode) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in code.rawValue.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        var random = SeededRandomGenerator(seed: hash)
        return Int(1_000 * Glibc.pow(200, random.nextUnit()))
    }

    /// `count` (at most 100,000) made-up listings for load tests: codes Q00000, Q00001, …, reference
    /// prices spread evenly on a log scale from 1,000 to 1,000,000 KRW (on the grid), markets alternating.
    public static func synthetic(count: Int) -> [SimulatedListing] {
        precondition((0...100_000).contains(count), "synthetic codes have 5 digits")
        return (0..<count).map { index in
            let fraction = count > 1 ? Double(index) / Double(count - 1) : 0
            let stock = Stock(
                code: StockCode("Q" + FixedPointText.zeroPadded(index, width: 5))!,
                nameKorean: "모의종목\(index)", nameEnglish: "Synthetic \(index)",
                market: index.isMultiple(of: 2) ? .kospi : .kosdaq
            )
            return SimulatedListing(stock: stock, referencePrice: KRXPriceGrid.shares.gridPrice(atOrBelow: Int(1_000 * Glibc.pow(1_000, fraction))))
        }
    }
}
