// Try a feed again that stopped on a refusal only the user can end (a wrong key), with the settings as they are now.

/// Reads the feed's settings again (the key the user fixed in config.json), then asks the feed's
/// real-time connection to try again after such a refusal; the caller subscribes to the watchlist's
/// quotes anew, which asks over REST again (a stopped poll never asks by itself).
public protocol RetryQuoteFeedUseCase {
    /// Retries; returns why the settings read again could not be used (the feed is retried with the
    /// ones it had), nil when they were taken.
    @discardableResult
    func execute() -> FeedSettingsError?
    /// Whether settings saved while the app runs (the KIS set-up's keys) can be put in use by `execute`.
    var readsSettingsAgain: Bool { get }
}

/// Reloads through `settings` when there is one, then forwards to a `RealtimeQuoteRepository`; any other
/// `QuoteRepository` has nothing to retry.
public final class DefaultRetryQuoteFeedUseCase: RetryQuoteFeedUseCase {
    private let realtime: RealtimeQuoteRepository?
    private let settings: FeedSettingsRepository?

    public init(quotes: QuoteRepository, settings: FeedSettingsRepository? = nil) {
        realtime = quotes as? RealtimeQuoteRepository
        self.settings = settings
    }

    public var readsSettingsAgain: Bool { settings != nil }

    @discardableResult
    public func execute() -> FeedSettingsError? {
        var problem: FeedSettingsError?
        do {
            try settings?.reload()
        } catch {
            problem = error
        }
        realtime?.retryAfterRefusal()
        return problem
    }
}
