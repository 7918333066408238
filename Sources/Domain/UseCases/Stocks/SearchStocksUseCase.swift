// Search the catalog while the user types: the best matches first, and how many there are in all.

/// Finds catalog stocks matching what is typed so far (code, Korean/English name or its words, 초성).
public protocol SearchStocksUseCase {
    /// At most `limit` matches for `query`, best first, with the number of all matches; none for blank text.
    func execute(query: String, limit: Int) -> StockSearchResult
}

/// Searches with a `StockResolver` (`StockSearchIndex`: built on first use, again after the catalog is replaced).
public final class DefaultSearchStocksUseCase: SearchStocksUseCase {
    private let index: StockSearchIndex

    /// Searches `index`, which may be shared with `DefaultResolveStockUseCase`.
    public init(index: StockSearchIndex) {
        self.index = index
    }

    /// Searches the stocks of `catalog`.
    public convenience init(catalog: StockCatalogRepository) {
        self.init(index: StockSearchIndex(catalog: catalog))
    }

    public func execute(query: String, limit: Int) -> StockSearchResult {
        index.current.search(query, limit: limit)
    }
}
