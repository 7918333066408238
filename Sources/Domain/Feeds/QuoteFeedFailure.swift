// A problem a live quote feed reports without ending: one code, or the whole feed.

import FoundationEssentials

/// A failure inside a quote stream; the stream goes on after it.
public struct QuoteFeedFailure: UserFacingError, Sendable, Equatable {
    /// The code that failed, or nil when the whole feed is affected (not connected, token refused).
    public let code: StockCode?
    /// What happened, phrased for the user.
    public let message: String
    /// When the feed will try again, if it knows.
    public let retryAfter: TimeInterval?
    /// False for a refusal only the user can end (a wrong key, a key for the other account type): the
    /// feed then waits for `retry` instead of trying again by itself.
    public let healsByItself: Bool

    public init(code: StockCode?, message: String, retryAfter: TimeInterval? = nil, healsByItself: Bool = true) {
        self.code = code
        self.message = message
        self.retryAfter = healsByItself ? retryAfter : nil
        self.healsByItself = healsByItself
    }
}
