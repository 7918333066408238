// What a key means in the open holdings view (h).

import Presentation

/// A key, decoded for the holdings view: a move of the selection, or one of its commands.
public enum HoldingsKey: Hashable, Sendable {
    /// ↑/↓ j/k, PgUp/PgDn, g/G.
    case move(SelectionMove)
    /// a: add a lot to the selected line's stock.
    case add
    /// e or Enter: change the selected lot.
    case edit
    /// d: delete the selected lot, or take back the last sale.
    case delete
    /// s: sell out of the selected line's stock.
    case sell
    /// Esc or q: close the view.
    case close
}
