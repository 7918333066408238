// A background failure on the message row for a while, and how much it needs the user.

import FoundationEssentials

/// A failure the message row may show until `until`. Among those still said and still true, the row shows
/// the one that matters most (`Importance`), the latest among equals, so a later, lesser failure (a catalog
/// download) waits behind a refusal the user must act on (a wrong key) instead of taking its place. Notes
/// of the start (the view's start-up notice) rank below every background message; the last key's notice
/// above.
struct BackgroundMessage: Hashable, Sendable {
    /// How much a message needs the user, least first.
    enum Importance: Int, Comparable, Sendable {
        /// A failure the app works around or retries by itself: the feed's error, the socket down, the
        /// catalog download.
        case failure
        /// A refusal only the user can end (a wrong key): the feed stopped until they fix it and press R.
        case refusal

        static func < (lhs: Importance, rhs: Importance) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    let text: String
    let importance: Importance
    /// When the row stops showing it (the bar's short word and the messages view keep it).
    let until: Date

    /// The message the row shows among `messages` (oldest first): the most important, the latest among equals.
    static func shown(among messages: [BackgroundMessage]) -> BackgroundMessage? {
        messages.enumerated().max { ($0.element.importance, $0.offset) < ($1.element.importance, $1.offset) }?.element
    }
}
