// A move of the selected row: one row, one page, or to either end.

/// Moves the selection in the watchlist pane; moves stop at the ends.
public enum SelectionMove: Hashable, Sendable {
    /// ↑ or k.
    case up
    /// ↓ or j.
    case down
    /// PgUp: `rows` is how many rows the pane shows.
    case pageUp(rows: Int)
    /// PgDn: `rows` is how many rows the pane shows.
    case pageDown(rows: Int)
    /// g.
    case top
    /// G.
    case bottom
    /// A click on a row (`--mouse`): the row at this index among the rows shown.
    case row(Int)
}
