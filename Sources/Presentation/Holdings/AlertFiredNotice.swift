// What the screen says when an alert fires: the status line, the desktop notification, the bell.

import Domain

/// An alert that fired, phrased once for every place that tells the user: the status line
/// ("fired: 삼성전자 >= 75,000 at 10:31:02") and the terminal's desktop notification (OSC 777 / OSC 9),
/// with the bell. The screen sanitises `title` and `message` (TextSanitizer) before writing them.
public struct AlertFiredNotice: Hashable, Sendable {
    public let firing: PriceAlertFiring
    /// The notification's title: "StockWatch alert".
    public let title: String
    /// "fired: 삼성전자 >= 75,000 at 10:31:02" (Korea time of the quote).
    public let message: String

    /// The notice of `firing` on the stock named `name`.
    public init(_ firing: PriceAlertFiring, name: String) {
        self.firing = firing
        title = "StockWatch alert"
        message = "fired: \(name) \(firing.condition.text) at \(KoreaTimeText.clock(firing.time))"
    }
}
