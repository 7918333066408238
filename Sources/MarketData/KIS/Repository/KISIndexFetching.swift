// The one capability the index poll needs from the KIS client: one index's figures, now.

import Domain
import Reactive

/// Fetches the current figures of one index; failures are `KISError`s. `KISClient` is the real one.
protocol KISIndexFetching: AnyObject {
    /// The figures, or a `KISError`.
    func fetchIndex(_ kind: MarketIndexKind) -> Single<MarketIndex>
}

extension KISClient: KISIndexFetching {}
