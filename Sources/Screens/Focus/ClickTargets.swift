// Where the last frame drew what a mouse click can hit: the header's tabs and the table's rows.

import TUICore

/// The parts of the last frame a click or the wheel can act on (`--mouse`), so that `FocusRouter`
/// can turn a mouse event into the same intents as keys. Empty by default: nothing is hit.
public struct ClickTargets: Hashable, Sendable {
    /// One tab of the header: its watchlist's index and the cells it covers on `row`.
    public struct Tab: Hashable, Sendable {
        public var index: Int
        public var row: Int
        public var columns: Range<Int>

        public init(index: Int, row: Int, columns: Range<Int>) {
            self.index = index
            self.row = row
            self.columns = columns
        }
    }

    public var tabs: [Tab]
    /// The screen lines of the table's body (below its header row).
    public var rowLines: Range<Int>
    /// The index of the row on the first of `rowLines` (the table's scroll offset).
    public var firstRow: Int
    /// How many rows there are.
    public var rowCount: Int

    public init(tabs: [Tab] = [], rowLines: Range<Int> = 0..<0, firstRow: Int = 0, rowCount: Int = 0) {
        self.tabs = tabs
        self.rowLines = rowLines
        self.firstRow = firstRow
        self.rowCount = rowCount
    }

    /// The watchlist index of the tab at `point`, if any.
    public func tab(at point: Point) -> Int? {
        tabs.first { $0.row == point.y && $0.columns.contains(point.x) }?.index
    }

    /// The index of the row drawn on `point`'s line, if a row is there.
    public func row(at point: Point) -> Int? {
        guard rowLines.contains(point.y) else { return nil }
        let index = firstRow + point.y - rowLines.lowerBound
        return index < rowCount ? index : nil
    }
}
