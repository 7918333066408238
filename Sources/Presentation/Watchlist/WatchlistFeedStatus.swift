// How the watchlist's quote feed is doing: its health for the status bar, and where each code's quotes come from.

import Domain
import FoundationEssentials

/// The quote feed as the watchlist follows it: the status bar's `FeedHealth` (last good update, the
/// failure and its retry countdown, the socket's problem), each code's source, and the whole-feed
/// failure last reported, so a snapshot repeating it is not a new failure.
struct WatchlistFeedStatus: Sendable {
    /// What the status bar shows.
    private(set) var health = FeedHealth()
    /// Each code's source as the feed last said: a row made after the status that named its code (the
    /// status of a list just watched often comes before its first rows) starts with its mark.
    private(set) var sources: [StockCode: QuoteSource] = [:]
    /// The whole-feed failure last reported.
    private var reportedFailure: QuoteFeedFailure?

    /// A quote arrived at `time`: the failure is over.
    mutating func markGoodUpdate(at time: Date) {
        // The text shows whole seconds: formatted again only when the second changed.
        if health.lastGoodUpdate.map({ Int($0.timeIntervalSince1970) }) != Int(time.timeIntervalSince1970) || health.lastGoodUpdateText == nil {
            health.lastGoodUpdateText = KoreaTimeText.clock(time)
        }
        health.lastGoodUpdate = time
        health.errorMessage = nil
        health.retryAt = nil
        health.retryInSeconds = nil
        health.isStopped = false
        reportedFailure = nil
    }

    /// Shows `failure` in the status bar, after the name of the stock it is about, if any; a failure
    /// about no stock that does not heal by itself stops the feed until the user retries.
    mutating func report(_ failure: QuoteFeedFailure, about name: String?, at time: Date) {
        health.errorMessage = name.map { "\($0): \(failure.message)" } ?? failure.message
        health.retryAt = failure.retryAfter.map { time.addingTimeInterval($0) }
        health.isStopped = name == nil && !failure.healsByItself
        refreshRetryCountdowns(at: time)
    }

    /// Reports a snapshot's whole-feed `failure`, unless it is the one reported last (and not ended since).
    mutating func reportFeedFailure(_ failure: QuoteFeedFailure?, at time: Date) {
        guard let failure, failure != reportedFailure else { return }
        reportedFailure = failure
        report(failure, about: nil, at: time)
    }

    /// The quote stream itself failed (it normally reports failures and goes on): say so.
    mutating func reportEnded(_ error: Error) {
        health.errorMessage = "The quote feed stopped: \(error.userFacingMessage)"
        health.retryAt = nil
        health.retryInSeconds = nil
    }

    /// The user asks a stopped feed again (`R`): its failure is no longer said; false when it has not stopped.
    mutating func retry() -> Bool {
        guard health.isStopped else { return false }
        health.isStopped = false
        health.errorMessage = nil
        reportedFailure = nil
        return true
    }

    /// Takes the feed's per-code sources and socket health, received at `time`; the counts are of
    /// `shownCodes` alone (all codes while it is empty).
    mutating func take(_ status: QuoteFeedStatus, shownCodes: [StockCode], at time: Date) {
        sources = status.sources
        let shown = shownCodes.isEmpty ? status : QuoteFeedStatus(sources: status.sources.filter { shownCodes.contains($0.key) }, health: status.health)
        health.sourceCounts = QuoteSourceText.counts(shown)
        health.realtimeProblem = QuoteSourceText.problem(status.health)
        if case .down(_, let retryAt) = status.health {
            health.isRealtimeDown = true
            health.realtimeRetryAt = retryAt
        } else {
            health.isRealtimeDown = false
            health.realtimeRetryAt = nil
        }
        refreshRetryCountdowns(at: time)
    }

    /// Counts the feed's and the socket's retries down to `time`, in whole seconds.
    mutating func refreshRetryCountdowns(at time: Date) {
        let secondsUntil = { (date: Date) in max(0, Int(date.timeIntervalSince(time).rounded(.up))) }
        health.retryInSeconds = health.retryAt.map(secondsUntil)
        health.realtimeRetryInSeconds = health.realtimeRetryAt.map(secondsUntil)
    }
}
