// A KIS access token with when it was issued and when it expires; its text is never shown.

import FoundationEssentials

/// An access token for `authorization: Bearer …`. Descriptions are redacted.
struct KISAccessToken: Codable, Equatable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    let value: String
    let issuedAt: Date
    let expiresAt: Date

    /// True while the token is still good at `now` with `margin` seconds to spare.
    func isUsable(at now: Date, margin: TimeInterval) -> Bool {
        now.addingTimeInterval(margin) < expiresAt
    }

    var description: String { "KISAccessToken(redacted, expires \(expiresAt))" }
    var debugDescription: String { description }
    var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
