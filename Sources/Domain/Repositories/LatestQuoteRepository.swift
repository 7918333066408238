// The latest quote of each stock the live feed has delivered, read without asking the exchange.

/// A feed that remembers the newest quote it delivered per stock, so a check can price an order from
/// what the rows already show instead of spending a request (a KIS paper key has one a second, and an
/// order sent just after a quote read waits for the next).
public protocol LatestQuoteRepository: AnyObject {
    /// The newest quote of `code` any `quotes(for:)` subscription delivered, nil before the first; how
    /// old it is, is the caller's to judge (`Quote.time`).
    func latestQuote(of code: StockCode) -> Quote?
}
