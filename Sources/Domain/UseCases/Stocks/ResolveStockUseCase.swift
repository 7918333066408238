// Turn what the user typed into the one stock meant, or say why not (none / several, naming them).

/// Resolves typed text (code, name or 초성) to exactly one catalog stock.
public protocol ResolveStockUseCase {
    /// The stock `query` names, or `StockResolutionError` (empty, not found, ambiguous with candidates).
    func execute(query: String) -> Result<Stock, StockResolutionError>
}

/// Resolves with a `StockResolver` (`StockSearchIndex`: built on first use, again after the catalog is replaced).
public final class DefaultResolveStockUseCase: ResolveStockUseCase {
    private let index: StockSearchIndex

    /// Resolves with `index`, which may be shared with `DefaultSearchStocksUseCase`.
    public init(index: StockSearchIndex) {
        self.index = index
    }

    /// Resolves against the stocks of `catalog`.
    public convenience init(catalog: StockCatalogRepository) {
        self.init(index: StockSearchIndex(catalog: catalog))
    }

    public func execute(query: String) -> Result<Stock, StockResolutionError> {
        index.current.resolve(query)
    }
}
