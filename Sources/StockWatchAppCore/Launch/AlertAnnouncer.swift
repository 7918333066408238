// Turns fired alerts into the terminal's bell and desktop notification, as config.json's `notifications` says.

import CursesBackend
import Presentation
import Storage

/// The bytes that announce fired alerts: for each, the bell and/or the OSC 777 / OSC 9 notification
/// (`TerminalNotification`), through tmux's passthrough when TMUX is set; nothing when `off`. A terminal
/// that cannot show a desktop notification (the Linux console, serial terminals) gets the bell only.
struct AlertAnnouncer {
    /// TERM values of terminals that cannot show a desktop notification: the OSC sequence is never sent there.
    static let terminalsWithoutNotifications: Set<String> = ["linux", "dumb", "vt100", "vt102", "vt220", "cons25"]

    let notifications: AlertNotifications
    /// Whether the app runs inside tmux (TMUX set).
    let insideTmux: Bool
    /// Whether the terminal can show the OSC 777 / OSC 9 notification (by TERM).
    let terminalShowsNotifications: Bool

    init(notifications: AlertNotifications, environment: [String: String]) {
        self.notifications = notifications
        insideTmux = !(environment["TMUX"] ?? "").isEmpty
        terminalShowsNotifications = !Self.terminalsWithoutNotifications.contains(environment["TERM"] ?? "")
    }

    /// What to write for `fired`, empty when nothing fired.
    func bytes(for fired: [AlertFiredNotice]) -> String {
        fired.map { notice in
            TerminalNotification(title: notice.title, message: notice.message)
                .bytes(bell: notifications.ringsBell, desktop: notifications.sendsNotification && terminalShowsNotifications, insideTmux: insideTmux)
        }.joined()
    }
}
