// The live state of a watched watchlist: rows in the watchlist's order plus the feed's own trouble.

/// What `WatchWatchlistQuotesUseCase` emits: every row of the watchlist, in its order, with its latest
/// quote, and the latest whole-feed failure.
public struct WatchlistQuotes: Sendable, Equatable {
    /// The watched watchlist's identity.
    public let watchlistID: WatchlistID
    /// One row per code, in the watchlist's order.
    public private(set) var rows: [WatchlistQuoteRow]
    /// A failure of the whole feed (not connected, token refused), cleared by the next quote.
    public private(set) var feedFailure: QuoteFeedFailure?
    /// The row that changed in the last `applying`, nil for the initial state or a feed-wide change.
    public private(set) var changedRow: Int?
    private let rowIndex: [StockCode: Int]

    /// The state before any event: a row without a quote for each code, named from `stocks` (and the
    /// watchlist's stored names, for codes the catalog no longer lists).
    public init(watchlist: Watchlist, stocks: [StockCode: Stock]) {
        watchlistID = watchlist.id
        rows = watchlist.codes.map { WatchlistQuoteRow(code: $0, stock: stocks[$0], storedName: watchlist.storedNames[$0]) }
        rowIndex = Dictionary(watchlist.codes.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The same rows, quotes and failures, named from `stocks` again (the catalog was replaced: a stock
    /// may have been renamed, listed or delisted). A feed-wide change: no row is `changedRow`.
    public func renaming(from stocks: [StockCode: Stock]) -> WatchlistQuotes {
        var next = self
        next.changedRow = nil
        next.rows = rows.map { WatchlistQuoteRow(code: $0.code, stock: stocks[$0.code], storedName: $0.storedName, quote: $0.quote, failure: $0.failure) }
        return next
    }

    /// The state after `event`: a quote replaces its row's quote (clearing that row's failure and the
    /// feed failure), a failure is kept on its row or, without a code, for the whole feed. Events for
    /// codes not in the watchlist change nothing.
    public func applying(_ event: QuoteFeedEvent) -> WatchlistQuotes {
        var next = self
        next.changedRow = nil
        switch event {
        case .quote(let quote):
            guard let index = rowIndex[quote.code] else { return next }
            next.rows[index].quote = quote
            next.rows[index].failure = nil
            next.feedFailure = nil
            next.changedRow = index
        case .failure(let failure):
            guard let code = failure.code else {
                next.feedFailure = failure
                return next
            }
            guard let index = rowIndex[code] else { return next }
            next.rows[index].failure = failure
            next.changedRow = index
        }
        return next
    }
}
