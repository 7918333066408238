// The one catalog test double: a fixed list of stocks.

import Domain

/// Serves `stocks` as the whole catalog (none: rows are named by their codes).
public final class InMemoryStockCatalog: StockCatalogRepository {
    public let stocks: [Stock]

    public init(_ stocks: [Stock]) {
        self.stocks = stocks
    }

    public func allStocks() -> [Stock] { stocks }
}
