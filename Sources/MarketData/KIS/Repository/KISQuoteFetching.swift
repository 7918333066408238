// The one capability the polling loop needs from the KIS client: one quote, now.

import Domain
import Reactive

/// Fetches the current quote of one code; failures are `KISError`s. `KISClient` is the real one.
protocol KISQuoteFetching: AnyObject {
    /// The quote, or a `KISError`.
    func fetchQuote(for code: StockCode) -> Single<Quote>
}
