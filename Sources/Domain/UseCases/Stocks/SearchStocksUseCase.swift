// Search the catalog while the user types: the best matches first, and how many there are in all.

/// Finds catalog stocks matching what is typed so far (code, Korean/English name or its words, 초성).
public protocol SearchStocksUseCase {
    /// At most `limit` matches for `query`, best first, with the number of all matches; none for blank text.
    func execute(query: String, limit: Int) -> StockSearchResult
}

/// Searches with a `StockResolver` (built once, at load, from the catalog).
public final class DefaultSearchStocksUseCase: SearchStocksUseCase {
    private let resolver: StockResolver

    /// Searches `resolver`, which may be shared with `DefaultResolveStockUseCase`.
    public init(resolver: StockResolver) {
        self.resolver = resolver
    }

    /// Searches the stocks of `catalog`.
    public convenience init(catalog: StockCatalogRepository) {
        self.init(resolver: StockResolver(stocks: catalog.allStocks()))
    }

    public func execute(query: String, limit: Int) -> StockSearchResult {
        resolver.search(query, limit: limit)
    }
}
