// Watch which stock catalog is in use (bundled listing or KIS master files, its date) and what its refresh is doing.

import Reactive

/// Follows the catalog's status for the status line.
public protocol WatchStockCatalogUseCase {
    /// The catalog's status now, then each change (refresh progress, a refusal and its reason, a new
    /// catalog); nothing for a catalog that is never refreshed.
    func execute() -> Observable<StockCatalogStatus>
}

/// Forwards a `StockCatalogRepository`'s status.
public final class DefaultWatchStockCatalogUseCase: WatchStockCatalogUseCase {
    private let catalog: StockCatalogRepository

    public init(catalog: StockCatalogRepository) {
        self.catalog = catalog
    }

    public func execute() -> Observable<StockCatalogStatus> {
        catalog.status
    }
}
