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

    public init(code: StockCode?, message: String, retryAfter: TimeInterval? = nil) {
        self.code = code
        self.message = message
        self.retryAfter = retryAfter
    }
}
