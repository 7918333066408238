// What the watchlist's update loop has said: every new notice and failure goes to the run's message log.

import FoundationEssentials

extension WatchlistLoopState {
    /// Seconds a background failure stays on the message row before only the messages view (`m`) holds it.
    static let backgroundMessageSeconds: TimeInterval = 15

    /// The texts the screen can show at one moment, compared before and after each update to find
    /// what is new.
    struct Sayings: Equatable {
        var notice: String?
        var storeNotice: String?
        var feedError: String?
        var realtimeProblem: String?
        var catalogProblem: String?
    }

    /// What the screen says now.
    var sayings: Sayings {
        Sayings(
            notice: notice, storeNotice: storeNotice, feedError: feed.errorMessage,
            realtimeProblem: feed.realtimeProblem, catalogProblem: catalog?.problem
        )
    }

    /// Logs each text that is new since `before` (said at `now`); a failure not said in the last minute
    /// (the feed, a socket that went down, the catalog refresh) is also the message row's for
    /// `backgroundMessageSeconds`, after which only the bar's short word and the messages view keep it.
    /// The row also ends as soon as its failure does (the feed answers again, the socket is back).
    mutating func recordMessages(since before: Sayings) {
        let after = sayings
        if after != before { record(after, since: before) }
        if let shown = backgroundMessage, shown.until <= now || !isCurrentProblem(shown.text) { backgroundMessage = nil }
    }

    private mutating func record(_ after: Sayings, since before: Sayings) {
        for (old, new) in [(before.notice, after.notice), (before.storeNotice, after.storeNotice)] {
            if let new, new != old { messages.record(new, kind: .notice, at: now) }
        }
        if let problem = after.realtimeProblem, problem != before.realtimeProblem {
            let isNew = messages.record(problem, kind: feed.isRealtimeDown ? .problem : .notice, at: now)
            if isNew, feed.isRealtimeDown { showInBackground(problem) }
        }
        for (old, new) in [(before.feedError, after.feedError), (before.catalogProblem, after.catalogProblem)] {
            guard let new, new != old else { continue }
            if messages.record(new, kind: .problem, at: now) { showInBackground(new) }
        }
    }

    /// Whether `text` is still one of the failures the screen reports.
    private func isCurrentProblem(_ text: String) -> Bool {
        text == feed.errorMessage || text == catalog?.problem || (feed.isRealtimeDown && text == feed.realtimeProblem)
    }

    /// Logs messages said before the loop ran (the settings' problems, the terminal's advice).
    mutating func recordStartupMessages(_ startup: [(kind: RunMessage.Kind, text: String)]) {
        for message in startup { messages.record(message.text, kind: message.kind, at: now) }
    }

    private mutating func showInBackground(_ text: String) {
        backgroundMessage = (text, now.addingTimeInterval(Self.backgroundMessageSeconds))
    }
}
