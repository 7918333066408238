// The one capability the polling loop needs from the KIS client: one quote, now.

import Domain
import Reactive

/// Fetches the current quote of one code, or of several in one request where the account has a batch
/// call; failures are `KISError`s. `KISClient` is the real one.
protocol KISQuoteFetching: AnyObject {
    /// The quote, or a `KISError`.
    func fetchQuote(for code: StockCode) -> Single<Quote>
    /// How many codes one `fetchQuotes` may carry; 1 when there is no batch call.
    var quoteBatchSize: Int { get }
    /// The quotes of `codes` (at most `quoteBatchSize`) in one request; a code without a price is missing.
    func fetchQuotes(for codes: [StockCode]) -> Single<[Quote]>
    /// The last after-hours single-price trade (시간외 단일가) of `regular`'s stock in `window`, measured as
    /// `regular` is; nil when there was none or the stock's row is not priced by KRX alone.
    func fetchSinglePriceQuote(after regular: Quote, in window: KISSinglePriceWindow) -> Single<Quote?>
}

extension KISQuoteFetching {
    /// No batch call: one code a request.
    var quoteBatchSize: Int { 1 }

    /// Without a batch call, the first code's quote alone (the poll loop never asks so).
    func fetchQuotes(for codes: [StockCode]) -> Single<[Quote]> {
        guard let first = codes.first else { return .just([]) }
        return fetchQuote(for: first).map { [$0] }
    }

    /// No after-hours call: nothing to add to the regular quote.
    func fetchSinglePriceQuote(after regular: Quote, in window: KISSinglePriceWindow) -> Single<Quote?> {
        .just(nil)
    }
}
