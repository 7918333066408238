// Where live quotes come from: the simulated exchange or the KIS Open API.

import Reactive

/// A source of quotes for stock codes.
public protocol QuoteRepository: AnyObject {
    /// Live quotes for `codes` until disposed; per-code failures arrive as `.failure` without ending the stream.
    func quotes(for codes: [StockCode]) -> Observable<QuoteFeedEvent>
    /// One quote, now.
    func quote(for code: StockCode) -> Single<Quote>
}
