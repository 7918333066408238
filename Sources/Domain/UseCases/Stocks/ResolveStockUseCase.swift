// Turn what the user typed into the one stock meant, or say why not (none / several).

/// Resolves typed text (code, name or 초성) to exactly one catalog stock.
public protocol ResolveStockUseCase {
    /// The stock `query` names, or `StockResolutionError` (empty, not found, ambiguous with candidates).
    func execute(query: String) -> Result<Stock, StockResolutionError>
}

/// Resolves against a `StockCatalogRepository` with a `StockResolver` built once from it.
public final class DefaultResolveStockUseCase: ResolveStockUseCase {
    private let resolver: StockResolver

    public init(catalog: StockCatalogRepository) {
        resolver = StockResolver(stocks: catalog.allStocks())
    }

    public func execute(query: String) -> Result<Stock, StockResolutionError> {
        resolver.resolve(query)
    }
}
