// The search index of a catalog that may be replaced: a StockResolver built on first use, again after a replacement.

import Reactive

/// The `StockResolver` of a catalog's current stocks, shared by the add dialog's search and resolution.
///
/// Built on the first search, not at start-up (preparing 4,299 names' search text is the largest part of
/// loading the listing, and the first frame does not need it), and built anew on the first search after
/// the catalog was replaced, so a refreshed listing is searched without a restart.
public final class StockSearchIndex {
    private let catalog: any StockCatalogRepository
    private let resolver = LockedState<StockResolver?>(nil)
    private let replacements: Disposable

    /// The index of `catalog`'s stocks; nothing is built until the first `current`.
    public init(catalog: any StockCatalogRepository) {
        self.catalog = catalog
        replacements = catalog.replacements.subscribe(onNext: { [resolver] in resolver.withLock { $0 = nil } })
    }

    deinit {
        replacements.dispose()
    }

    /// The resolver over the catalog's stocks as they are now (built here when there is none yet).
    public var current: StockResolver {
        resolver.withLock { built in
            if let built { return built }
            let fresh = StockResolver(stocks: catalog.allStocks())
            built = fresh
            return fresh
        }
    }
}
