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

extension SelectionMove {
    /// The index `index` moves to in a list of `count` lines (kept inside it).
    func applied(to index: Int, count: Int) -> Int {
        let last = max(0, count - 1)
        switch self {
        case .up: return max(0, index - 1)
        case .down: return min(last, index + 1)
        case .pageUp(let rows): return max(0, index - max(1, rows))
        case .pageDown(let rows): return min(last, index + max(1, rows))
        case .top: return 0
        case .bottom: return last
        case .row(let row): return min(last, max(0, row))
        }
    }
}
