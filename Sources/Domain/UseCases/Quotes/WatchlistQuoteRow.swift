// One row of a watched watchlist: the stock, its latest quote, and the last problem with its feed.

/// A watchlist row as the live feed knows it.
public struct WatchlistQuoteRow: Sendable, Equatable {
    public let code: StockCode
    /// The stock as the catalog names it; nil for a code the catalog does not know (no longer listed).
    public let stock: Stock?
    /// The name stored with the watchlist when the stock was added; nil for codes stored without one.
    public let storedName: String?
    /// The latest quote, nil until the first one arrives.
    public internal(set) var quote: Quote?
    /// The latest failure for this code since its last quote, nil when the last event was a quote.
    public internal(set) var failure: QuoteFeedFailure?

    public init(code: StockCode, stock: Stock?, storedName: String? = nil, quote: Quote? = nil, failure: QuoteFeedFailure? = nil) {
        self.code = code
        self.stock = stock
        self.storedName = storedName
        self.quote = quote
        self.failure = failure
    }
}
