// What the watchlist says: the last key's notice, the store's notice, the run's message log and the
// background failures on the message row.

import FoundationEssentials

/// The watchlist's notices and failures: every new one goes to the run's message log; a failure not
/// said in the last minute (the feed, a socket that went down, the catalog refresh) is also said on the
/// message row for `backgroundSeconds`, after which only the bar's short word and the messages view keep it.
struct WatchlistNotices: Sendable {
    /// Seconds a background failure stays on the message row before only the messages view (`m`) holds it.
    static let backgroundSeconds: TimeInterval = 15

    /// The texts the screen can show at one moment, compared before and after each update to find
    /// what is new, with what decides how a failure is said.
    struct Sayings: Equatable {
        var notice: String?
        var storeNotice: String?
        var feedError: String?
        var realtimeProblem: String?
        var catalogProblem: String?
        /// True when `realtimeProblem` is trouble (the socket down), not a choice (off).
        var isRealtimeDown = false
        /// True when `feedError` is a refusal only the user can end.
        var isFeedStopped = false
    }

    /// A message about the last edit or key (a refused edit, a save failure), cleared by the next key.
    var notice: String?
    /// What the store said when it was loaded (a damaged file set aside, read-only): shown whenever no
    /// `notice` is, until Esc dismisses it, so that it can be read whole.
    var storeNotice: String?
    /// Every notice and failure of this run, for the messages view (`m`).
    private(set) var log = RunMessageLog()
    /// The background failures still said, oldest first; the message row shows `backgroundMessage`
    /// (then only `log` has them).
    private(set) var background: [BackgroundMessage] = []

    /// The notice the status line shows: the last key's, else the store's.
    var shownNotice: String? { notice ?? storeNotice }

    /// The background failure the message row shows: the most important still said, the latest among equals.
    var backgroundMessage: BackgroundMessage? { BackgroundMessage.shown(among: background) }

    /// Esc while the message row shows background failures: they leave it (the log keeps them).
    mutating func dismissBackground() {
        background = []
    }

    /// Logs each text of `after` that is new since `before`, said at `now`, and puts a new failure on
    /// the message row; a failure leaves the row when its time is up or as soon as it ends (the feed
    /// answers again, the socket is back). While several are said, the row shows the one that matters
    /// most (`BackgroundMessage.Importance`).
    mutating func record(_ after: Sayings, since before: Sayings, at now: Date) {
        if after != before { recordNew(after, since: before, at: now) }
        let stillSaid = background.filter { $0.until > now && Self.isCurrentProblem($0.text, in: after) }
        if stillSaid.count != background.count { background = stillSaid }
    }

    private mutating func recordNew(_ after: Sayings, since before: Sayings, at now: Date) {
        for (old, new) in [(before.notice, after.notice), (before.storeNotice, after.storeNotice)] {
            if let new, new != old { log.record(new, kind: .notice, at: now) }
        }
        if let problem = after.realtimeProblem, problem != before.realtimeProblem {
            let isNew = log.record(problem, kind: after.isRealtimeDown ? .problem : .notice, at: now)
            if isNew, after.isRealtimeDown { showInBackground(problem, at: now) }
        }
        if let new = after.feedError, new != before.feedError, log.record(new, kind: .problem, at: now) {
            showInBackground(new, importance: after.isFeedStopped ? .refusal : .failure, at: now)
        }
        if let new = after.catalogProblem, new != before.catalogProblem, log.record(new, kind: .problem, at: now) {
            showInBackground(new, at: now)
        }
    }

    /// Whether `text` is still one of the failures `sayings` reports.
    private static func isCurrentProblem(_ text: String, in sayings: Sayings) -> Bool {
        text == sayings.feedError || text == sayings.catalogProblem || (sayings.isRealtimeDown && text == sayings.realtimeProblem)
    }

    /// Logs messages said before the loop ran (the settings' problems, the terminal's advice).
    mutating func recordStartupMessages(_ startup: [(kind: RunMessage.Kind, text: String)], at now: Date) {
        for message in startup { log.record(message.text, kind: message.kind, at: now) }
    }

    private mutating func showInBackground(_ text: String, importance: BackgroundMessage.Importance = .failure, at now: Date) {
        background.removeAll { $0.text == text }
        background.append(BackgroundMessage(text: text, importance: importance, until: now.addingTimeInterval(Self.backgroundSeconds)))
    }
}
