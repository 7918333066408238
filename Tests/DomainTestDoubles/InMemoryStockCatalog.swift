// The one catalog test double: a list of stocks a test may replace and give a status (as the KIS master refresh does).

import Domain
import Reactive

/// Serves `stocks` as the whole catalog (none: rows are named by their codes); `replace(with:)` swaps
/// them and announces the replacement, `report(_:)` sends a status to the status line.
public final class InMemoryStockCatalog: StockCatalogRepository {
    private let current: LockedState<[Stock]>
    private let replaced = PublishSubject<Void>()
    private let statuses = PublishSubject<StockCatalogStatus>()
    /// How many times `allStocks()` was read (a lazily built index reads it on first use only).
    public let reads = LockedState(0)

    public init(_ stocks: [Stock]) {
        current = LockedState(stocks)
    }

    /// The stocks in use now.
    public var stocks: [Stock] { current.withLock { $0 } }

    public func allStocks() -> [Stock] {
        reads.withLock { $0 += 1 }
        return stocks
    }

    public var replacements: Observable<Void> { replaced.asObservable() }

    public var status: Observable<StockCatalogStatus> { statuses.asObservable() }

    /// Puts `stocks` in use, then announces it.
    public func replace(with stocks: [Stock]) {
        current.withLock { $0 = stocks }
        replaced.onNext(())
    }

    /// Reports `status` to the status line.
    public func report(_ status: StockCatalogStatus) {
        statuses.onNext(status)
    }
}
