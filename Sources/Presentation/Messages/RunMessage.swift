// One thing the app said during this run (a notice, a failure, a settings problem), kept with its time for the messages view.

import DisplayText
import FoundationEssentials

/// A message of this run as the messages view (`m`) lists it: when it was first said, what kind it is,
/// its text (sanitised) and how many times it was said again soon after.
public struct RunMessage: Hashable, Sendable {
    /// What a message is about, for its label and colour.
    public enum Kind: Hashable, Sendable {
        /// An edit refused, an alert fired, a file set aside, the calendar: said once, nothing failing.
        case notice
        /// A background failure: the feed, the real-time socket, the catalog refresh.
        case problem
        /// A problem with config.json or the environment, found at start.
        case settings
    }

    public let kind: Kind
    /// When it was first said.
    public let time: Date
    /// `time` on a Korean wall clock, "14:32:05".
    public let clock: String
    /// The message, sanitised (it may quote a server or a file).
    public let text: String
    /// How many more times the same text was said soon after (see `RunMessageLog.repeatWindow`).
    public internal(set) var repeats = 0

    public init(kind: Kind, text: String, at time: Date) {
        self.kind = kind
        self.time = time
        clock = KoreaTimeText.clock(time)
        self.text = TextSanitizer.sanitize(text)
    }

    /// The kind's label in the messages view: "notice", "problem" or "settings".
    public var label: String {
        switch kind {
        case .notice: "notice"
        case .problem: "problem"
        case .settings: "settings"
        }
    }
}
