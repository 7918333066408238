// The live state of a watched watchlist: rows in the watchlist's order plus the feed's own trouble.

/// A watched watchlist's state, folded from `WatchWatchlistQuotesUseCase`'s changes: every row of the
/// watchlist, in its order, with its latest quote, and the latest whole-feed failure.
public struct WatchlistQuotes: Sendable, Equatable {
    /// The watched watchlist's identity.
    public let watchlistID: WatchlistID
    /// One row per code, in the watchlist's order.
    public private(set) var rows: [WatchlistQuoteRow]
    /// A failure of the whole feed (not connected, token refused), cleared by the next quote.
    public private(set) var feedFailure: QuoteFeedFailure?
    /// The rows that changed since the last `takeChanges` (by `apply`); nil when every row must be taken anew:
    /// the initial state, a renaming, a feed-wide failure.
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

    /// Applies `event` in place: a quote replaces its row's quote (clearing that row's failure and the
    /// feed failure), a failure is kept on its row or, without a code, for the whole feed. The row it
    /// changed joins `changedRows` (a feed-wide failure makes it nil: every row anew); events for codes
    /// not in the watchlist change nothing.
    public mutating func apply(_ event: QuoteFeedEvent) {
        switch event {
        case .quote(let quote):
            guard let index = rowIndex[quote.code] else { return }
            rows[index].quote = quote
            rows[index].failure = nil
            feedFailure = nil
            changedRows?.insert(index)
        case .failure(let failure):
            guard let code = failure.code else {
                feedFailure = failure
                changedRows = nil
                return
            }
            guard let index = rowIndex[code] else { return }
            rows[index].failure = failure
            changedRows?.insert(index)
        }
    }

    /// Applies `change` in place: a naming renames every row (`renaming(from:)`), a feed event changes
    /// its row (`apply(_:)` of the event).
    public mutating func apply(_ change: WatchlistQuotesChange) {
        switch change {
        case .named(let stocks): self = renaming(from: stocks)
        case .feed(let event): apply(event)
        }
    }

    /// This state as it is now, after which `changedRows` counts changes afresh (none yet): what a
    /// consumer that skips states gets, with every row changed since the state it took before. The
    /// new count starts at the old one's capacity: from empty it grew by reallocating every frame.
    public mutating func takeChanges() -> WatchlistQuotes {
        defer {
            if changedRows == nil { changedRows = [] } else { changedRows?.removeAll(keepingCapacity: true) }
        }
        return self
    }
}
