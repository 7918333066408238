// A catalog test double holding a fixed list of stocks.

import Domain

/// Serves `stocks` as the whole catalog.
final class InMemoryStockCatalog: StockCatalogRepository {
    let stocks: [Stock]

    init(_ stocks: [Stock] = SampleCatalog.all) {
        self.stocks = stocks
    }

    func allStocks() -> [Stock] { stocks }
}
