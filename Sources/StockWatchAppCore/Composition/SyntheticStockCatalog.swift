// The catalog of the made-up market used by `--synthetic-watchlist` (benchmarks, load tests).

import Domain
import MarketData

/// A catalog of `count` synthetic stocks (Q00000, Q00001, …) with their reference prices.
final class SyntheticStockCatalog: StockCatalogRepository {
    let listings: [SimulatedListing]

    init(count: Int) {
        listings = SimulatedListing.synthetic(count: count)
    }

    func allStocks() -> [Stock] {
        listings.map(\.stock)
    }
}
