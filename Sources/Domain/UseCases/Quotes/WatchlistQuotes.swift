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
    /// The rows that changed from the state this one was made from (the one of a quote or a row's
    /// failure), or since an earlier state (`accumulatingChanges(since:)`); nil when every row must be
    /// taken anew: the initial state, a renaming, a feed-wide failure.
    public private(set) var changedRows: Set<Int>?
    private let rowIndex: [StockCode: Int]

    /// The state before any event: a row without a quote for each code, named from `stocks` (and the
    /// watchlist's stored names, for codes the catalog no longer lists).
    public init(watchlist: Watchlist, stocks: [StockCode: Stock]) {
        watchlistID = watchlist.id
        rows = watchlist.codes.map { WatchlistQuoteRow(code: $0, stock: stocks[$0], storedName: watchlist.storedNames[$0]) }
        rowIndex = Dictionary(watchlist.codes.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The same rows, quotes and failures, named from `stocks` again (the catalog was replaced: a stock
    /// may have been renamed, listed or delisted). A feed-wide change: `changedRows` is nil.
    public func renaming(from stocks: [StockCode: Stock]) -> WatchlistQuotes {
        var next = self
        next.changedRows = nil
        next.rows = rows.map { WatchlistQuoteRow(code: $0.code, stock: stocks[$0.code], storedName: $0.storedName, quote: $0.quote, failure: $0.failure) }
        return next
    }

    /// The state after `event`: a quote replaces its row's quote (clearing that row's failure and the
    /// feed failure), a failure is kept on its row or, without a code, for the whole feed. Events for
    /// codes not in the watchlist change nothing.
    public func applying(_ event: QuoteFeedEvent) -> WatchlistQuotes {
        var next = self
        next.changedRows = nil
        switch event {
        case .quote(let quote):
            guard let index = rowIndex[quote.code] else { return next }
            next.rows[index].quote = quote
            next.rows[index].failure = nil
            next.feedFailure = nil
            next.changedRows = [index]
        case .failure(let failure):
            guard let code = failure.code else {
                next.feedFailure = failure
                return next
            }
            guard let index = rowIndex[code] else { return next }
            next.rows[index].failure = failure
            next.changedRows = [index]
        }
        return next
    }

    /// This state, with `changedRows` saying what changed since `earlier`'s predecessor: both states'
    /// changed rows, or nil (take every row) when either needs that or they are of different watches.
    /// A consumer that skipped states in between still updates exactly the rows that changed.
    public func accumulatingChanges(since earlier: WatchlistQuotes) -> WatchlistQuotes {
        var next = self
        if let changed = next.changedRows, let before = earlier.changedRows, earlier.watchlistID == watchlistID {
            next.changedRows = changed.union(before)
        } else {
            next.changedRows = nil
        }
        return next
    }
}
