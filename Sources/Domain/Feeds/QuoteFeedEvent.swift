// What a live quote stream carries: a quote, or a failure that does not end the stream.

/// One event of a live quote feed.
public enum QuoteFeedEvent: Sendable, Equatable {
    /// A new quote for one code.
    case quote(Quote)
    /// A failure for one code or the whole feed; more events follow.
    case failure(QuoteFeedFailure)
}
