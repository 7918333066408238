// How the quote feed is doing, for the status bar: last good update, current error, retry countdown.

import FoundationEssentials

/// The feed's health as the status bar shows it.
public struct FeedHealth: Hashable, Sendable {
    /// When the last quote arrived, nil before the first.
    public internal(set) var lastGoodUpdate: Date?
    /// `lastGoodUpdate` on a Korean wall clock: "14:32:05".
    public internal(set) var lastGoodUpdateText: String?
    /// The latest failure since the last good quote ("삼성전자: …" for one stock), nil when all is well.
    public internal(set) var errorMessage: String?
    /// Whole seconds until the feed retries, counting down, when the failure said when; else nil.
    public internal(set) var retryInSeconds: Int?
    /// When the feed said it will retry.
    var retryAt: Date?
    /// True when the failure stopped the feed until the user retries (`R`): a refusal only they can end.
    public internal(set) var isStopped = false

    /// "live 38 · polled 12" for a real-time-aware feed, nil for one that reports no sources.
    public internal(set) var sourceCounts: String?
    /// "real-time down: REASON" or "real-time off: REASON", nil while the socket is fine or unused.
    public internal(set) var realtimeProblem: String?
    /// True when `realtimeProblem` is trouble (down), not a choice (off).
    public internal(set) var isRealtimeDown = false
    /// Whole seconds until the socket is tried again, counting down, while it is down.
    public internal(set) var realtimeRetryInSeconds: Int?
    /// When the socket is tried again.
    var realtimeRetryAt: Date?

    /// True while a failure is being reported.
    public var hasError: Bool { errorMessage != nil }
}
