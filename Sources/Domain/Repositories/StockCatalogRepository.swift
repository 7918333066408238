// Where the stocks the app knows come from (the bundled catalog, later perhaps KIS master files).

/// The catalog of stocks the app can show and search.
public protocol StockCatalogRepository: AnyObject {
    /// Every stock the app knows, in catalog order.
    func allStocks() -> [Stock]
}
