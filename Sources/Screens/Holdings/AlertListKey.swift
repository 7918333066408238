// What a key means in the open alert list (A).

import Presentation

/// A key, decoded for the alert list: a move of the selection, or one of its commands.
public enum AlertListKey: Hashable, Sendable {
    /// ↑/↓ j/k, PgUp/PgDn, g/G.
    case move(SelectionMove)
    /// e or Enter: change the selected alert.
    case change
    /// r: re-arm the selected alert.
    case rearm
    /// d: delete the selected alert.
    case delete
    /// Esc or q: close the list.
    case close
}
