// Turn what the user typed into the one stock meant, or say why not (none / several, naming them).

/// Resolves typed text (code, name or 초성) to exactly one catalog stock.
public protocol ResolveStockUseCase {
    /// The stock `query` names, or `StockResolutionError` (empty, not found, ambiguous with candidates).
    func execute(query: String) -> Result<Stock, StockResolutionError>
}

/// Resolves with a `StockResolver` (built once, at load, from the catalog).
public final class DefaultResolveStockUseCase: ResolveStockUseCase {
    private let resolver: StockResolver

    /// Resolves with `resolver`, which may be shared with `DefaultSearchStocksUseCase`.
    public init(resolver: StockResolver) {
        self.resolver = resolver
    }

    /// Resolves against the stocks of `catalog`.
    public convenience init(catalog: StockCatalogRepository) {
        self.init(resolver: StockResolver(stocks: catalog.allStocks()))
    }

    public func execute(query: String) -> Result<Stock, StockResolutionError> {
        resolver.resolve(query)
    }
}
