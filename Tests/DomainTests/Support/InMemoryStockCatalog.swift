// A catalog test double holding a list of stocks that a test may replace (as the KIS master refresh does).

import Domain
import Reactive

/// Serves `stocks` as the whole catalog; `replace(with:)` swaps them and announces the replacement.
final class InMemoryStockCatalog: StockCatalogRepository {
    private let current: LockedState<[Stock]>
    private let replaced = PublishSubject<Void>()
    /// How many times `allStocks()` was read (a lazily built index reads it on first use only).
    let reads = LockedState(0)

    init(_ stocks: [Stock] = SampleCatalog.all) {
        current = LockedState(stocks)
    }

    var stocks: [Stock] { current.withLock { $0 } }

    func allStocks() -> [Stock] {
        reads.withLock { $0 += 1 }
        return stocks
    }

    var replacements: Observable<Void> { replaced.asObservable() }

    /// Puts `stocks` in use, then announces it.
    func replace(with stocks: [Stock]) {
        current.withLock { $0 = stocks }
        replaced.onNext(())
    }
}
