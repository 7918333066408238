// Where the stocks the app knows come from: the bundled listing, replaced in a running app by KIS's master files.

import Reactive

/// The catalog of stocks the app can show and search.
///
/// A catalog may be replaced while the app runs (the `--feed kis` refresh from the master files):
/// `replacements` then tells its readers to read `allStocks()` again, and `status` says which catalog
/// is in use. A fixed catalog keeps the defaults: no replacement, no status.
public protocol StockCatalogRepository: AnyObject {
    /// Every stock the app knows, best-known first (the largest listings by value: 삼성전자 before
    /// 삼성스팩10호), which is the order search lists equally good matches in.
    func allStocks() -> [Stock]
    /// One event after each time `allStocks()` changed (on whatever thread replaced it); never completes.
    var replacements: Observable<Void> { get }
    /// Which catalog is in use and what its refresh is doing: the current value first, then each change.
    var status: Observable<StockCatalogStatus> { get }
}

extension StockCatalogRepository {
    /// A fixed catalog is never replaced.
    public var replacements: Observable<Void> { .never() }
    /// A fixed catalog reports no status.
    public var status: Observable<StockCatalogStatus> { .never() }
}
