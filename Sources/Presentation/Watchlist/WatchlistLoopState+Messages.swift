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
    /// (the feed, a socket that went down, the catalog refresh) is also said on the message row for
    /// `backgroundMessageSeconds`, after which only the bar's short word and the messages view keep it.
    /// A failure ends there as soon as it does (the feed answers again, the socket is back); while several
    /// are said, the row shows the one that matters most (`BackgroundMessage.Importance`).
    mutating func recordMessages(since before: Sayings) {
        let after = sayings
        if after != before { record(after, since: before) }
        let stillSaid = backgroundMessages.filter { $0.until > now && isCurrentProblem($0.text) }
        if stillSaid.count != backgroundMessages.count { backgroundMessages = stillSaid }
    }

    private mutating func record(_ after: Sayings, since before: Sayings) {
        for (old, new) in [(before.notice, after.notice), (before.storeNotice, after.storeNotice)] {
            if let new, new != old { messages.record(new, kind: .notice, at: now) }
        }
        if let problem = after.realtimeProblem, problem != before.realtimeProblem {
            let isNew = messages.record(problem, kind: feed.isRealtimeDown ? .problem : .notice, at: now)
            if isNew, feed.isRealtimeDown { showInBackground(problem) }
        }
        if let new = after.feedError, new != before.feedError, messages.record(new, kind: .problem, at: now) {
            showInBackground(new, importance: feed.isStopped ? .refusal : .failure)
        }
        if let new = after.catalogProblem, new != before.catalogProblem, messages.record(new, kind: .problem, at: now) {
            showInBackground(new)
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

    private mutating func showInBackground(_ text: String, importance: BackgroundMessage.Importance = .failure) {
        backgroundMessages.removeAll { $0.text == text }
        backgroundMessages.append(BackgroundMessage(text: text, importance: importance, until: now.addingTimeInterval(Self.backgroundMessageSeconds)))
    }
}
