// One column of a table: title, width rule, alignment and sort marker.

import DisplayText

/// The direction a table is sorted by a column, shown as a marker after the column's title.
public enum SortDirection: Hashable, Sendable {
    case ascending
    case descending

    /// `▲` or `▼` (one cell each: East Asian Ambiguous, drawn narrow).
    public var marker: String {
        switch self {
        case .ascending: return "▲"
        case .descending: return "▼"
        }
    }
}

/// A column of a `Table`.
public struct TableColumn: Hashable, Sendable {
    public var title: String
    public var width: ColumnWidth
    /// Where the title and cells sit in the column: numbers right, names left.
    public var alignment: TextAlignment
    /// When the table is sorted by this column, the direction, shown as `▲`/`▼` after the title.
    public var sortDirection: SortDirection?

    public init(_ title: String, width: ColumnWidth, alignment: TextAlignment = .left, sortDirection: SortDirection? = nil) {
        self.title = title
        self.width = width
        self.alignment = alignment
        self.sortDirection = sortDirection
    }

    /// The title with its sort marker, fitted to `cells` cells: the title is truncated before the
    /// marker is given up.
    func header(fittingCells cells: Int) -> String {
        guard let marker = sortDirection?.marker else { return CellLayout.truncated(title, toCells: cells) }
        guard cells > 2 else { return CellLayout.truncated(marker, toCells: cells) }
        return CellLayout.truncated(title, toCells: cells - 2) + " " + marker
    }
}
