// Turns fired alerts into the terminal's bell and desktop notification, as config.json's `notifications` says.

import CursesBackend
import Presentation
import Storage

/// The bytes that announce fired alerts: for each, the bell and/or the OSC 777 / OSC 9 notification
/// (`TerminalNotification`), through tmux's passthrough when TMUX is set; nothing when `off`.
struct AlertAnnouncer {
    let notifications: AlertNotifications
    /// Whether the app runs inside tmux (TMUX set).
    let insideTmux: Bool

    init(notifications: AlertNotifications, environment: [String: String]) {
        self.notifications = notifications
        insideTmux = !(environment["TMUX"] ?? "").isEmpty
    }

    /// What to write for `fired`, empty when nothing fired.
    func bytes(for fired: [AlertFiredNotice]) -> String {
        fired.map { notice in
            TerminalNotification(title: notice.title, message: notice.message)
                .bytes(bell: notifications.ringsBell, desktop: notifications.sendsNotification, insideTmux: insideTmux)
        }.joined()
    }
}
