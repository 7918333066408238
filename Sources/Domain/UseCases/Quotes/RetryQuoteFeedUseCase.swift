// Try a feed again that stopped on a refusal only the user can end (a wrong key), once the settings are fixed.

/// Asks the feed's real-time connection to try again after such a refusal; the caller subscribes to the
/// watchlist's quotes anew, which asks over REST again (a stopped poll never asks by itself).
public protocol RetryQuoteFeedUseCase {
    func execute()
}

/// Forwards to a `RealtimeQuoteRepository`; any other `QuoteRepository` has nothing to retry.
public final class DefaultRetryQuoteFeedUseCase: RetryQuoteFeedUseCase {
    private let realtime: RealtimeQuoteRepository?

    public init(quotes: QuoteRepository) {
        realtime = quotes as? RealtimeQuoteRepository
    }

    public func execute() {
        realtime?.retryAfterRefusal()
    }
}
