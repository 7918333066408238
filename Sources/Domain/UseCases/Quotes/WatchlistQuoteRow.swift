// One row of a watched watchlist: the stock, its latest quote, and the last problem with its feed.

/// A watchlist row as the live feed knows it.
public struct WatchlistQuoteRow: Sendable, Equatable {
    public let code: StockCode
    /// The stock as the catalog names it; nil for a code the catalog does not know.
    public let stock: Stock?
    /// The latest quote, nil until the first one arrives.
    public internal(set) var quote: Quote?
    /// The latest failure for this code since its last quote, nil when the last event was a quote.
    public internal(set) var failure: QuoteFeedFailure?

    public init(code: StockCode, stock: Stock?, quote: Quote? = nil, failure: QuoteFeedFailure? = nil) {
        self.code = code
        self.stock = stock
        self.quote = quote
        self.failure = failure
    }
}
