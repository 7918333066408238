// The one capability the polling loop needs from the KIS client: one quote, now.

import Domain
import Reactive

/// Fetches the current quote of one code; failures are `KISError`s. `KISClient` is the real one.
protocol KISQuoteFetching: AnyObject {
    /// Emits the quote once and completes, or fails with a `KISError`.
    func fetchQuote(for code: StockCode) -> Observable<Quote>
}
