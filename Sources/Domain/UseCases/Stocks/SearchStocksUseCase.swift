// Search the catalog while the user types: the best matches first.

/// Finds catalog stocks matching what is typed so far (code, Korean/English name, 초성).
public protocol SearchStocksUseCase {
    /// At most `limit` matches for `query`, best first; none for blank text.
    func execute(query: String, limit: Int) -> [StockMatch]
}

/// Searches a `StockCatalogRepository` with a `StockResolver` built once from it.
public final class DefaultSearchStocksUseCase: SearchStocksUseCase {
    private let resolver: StockResolver

    public init(catalog: StockCatalogRepository) {
        resolver = StockResolver(stocks: catalog.allStocks())
    }

    public func execute(query: String, limit: Int) -> [StockMatch] {
        resolver.search(query, limit: limit)
    }
}
