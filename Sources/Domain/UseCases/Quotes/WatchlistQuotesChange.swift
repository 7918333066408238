// One change to a watched watchlist's rows: the catalog's names for its codes, or a feed event.

/// What `WatchWatchlistQuotesUseCase` emits and `WatchlistQuotes.apply(_:)` folds in.
public enum WatchlistQuotesChange: Sendable {
    /// The rows are named from these stocks (at subscription, and whenever the catalog is replaced).
    case named([StockCode: Stock])
    /// A quote or a failure from the feed.
    case feed(QuoteFeedEvent)
}
