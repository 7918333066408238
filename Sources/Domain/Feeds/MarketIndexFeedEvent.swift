// What a live index stream carries: an index's figures, or a failure that does not end the stream.

/// One event of a live index feed.
public enum MarketIndexFeedEvent: Sendable, Equatable {
    /// New figures for one index.
    case index(MarketIndex)
    /// Fetching `kind` failed (`message` is for the status line); the feed goes on.
    case failure(kind: MarketIndexKind, message: String)
}
