// A table widget: a header row and scrolling rows in columns, with a highlighted selected row.

import DisplayText
import TUICore

/// A table of rows under a header, drawn into a rectangle: the first row is the header, the rest show
/// the rows from the scroll offset on. The caller keeps the offset between frames (`draw` returns the
/// one it used) so the list only scrolls when the selection would leave the visible rows.
public struct Table: Widget {
    public var columns: [TableColumn]
    public var rows: [TableRow]
    /// The selected row's index, highlighted with `selectionStyle`.
    public var selectedRow: Int?
    /// The first row shown, as returned by the last `draw`.
    public var scrollOffset: Int
    /// Empty cells between neighbouring columns.
    public var columnSpacing = 1
    public var headerStyle = Style(bold: true, underline: true)
    /// Drawn over the selected row's own styles (colours it does not set stay the row's).
    public var selectionStyle = Style(reverse: true)
    /// Shown in the middle of the body when there are no rows.
    public var emptyMessage: String
    public var emptyStyle = Style(dim: true)

    public init(columns: [TableColumn], rows: [TableRow], selectedRow: Int? = nil, scrollOffset: Int = 0, emptyMessage: String = "") {
        self.columns = columns
        self.rows = rows
        self.selectedRow = selectedRow
        self.scrollOffset = scrollOffset
        self.emptyMessage = emptyMessage
    }

    /// The first row to show so that the selected row is visible, moving as little as possible from
    /// `previous`, and never leaving blank rows at the bottom while rows above are scrolled away.
    public static func scrollOffset(previous: Int, selectedRow: Int?, visibleRows: Int, rowCount: Int) -> Int {
        guard visibleRows > 0, rowCount > 0 else { return 0 }
        var offset = min(max(0, previous), max(0, rowCount - visibleRows))
        if let selected = selectedRow, selected >= 0, selected < rowCount {
            if selected < offset {
                offset = selected
            } else if selected >= offset + visibleRows {
                offset = selected - visibleRows + 1
            }
        }
        return offset
    }

    /// Draws the table into `rect`, every cell of which it covers. Returns the scroll offset used.
    @discardableResult
    public func draw(in rect: Rect, on canvas: Canvas) -> Int {
        draw(in: rect, on: canvas, rowCount: rows.count) { index, _, drawRow in drawRow(rows[index]) }
    }

    /// Draws the table into `rect` as `draw(in:on:)` does, for `rowCount` rows made only where they
    /// are shown (`rows` is not read): each shown row's index and one-line rectangle go to `eachRow`,
    /// with the table's drawing of a row there. The caller makes the row and hands it to that (and
    /// may draw over its cells), or puts back the cells it kept from an earlier frame (`RowSnapshots`)
    /// without making the row at all. Returns the scroll offset used.
    @discardableResult
    public func draw(
        in rect: Rect,
        on canvas: Canvas,
        rowCount: Int,
        eachRow: (_ index: Int, _ rowRect: Rect, _ drawRow: (TableRow) -> Void) -> Void
    ) -> Int {
        guard !rect.isEmpty else { return scrollOffset }
        let widths = ColumnWidth.resolve(columns.map(\.width), spacing: columnSpacing, available: rect.width)
        let header = rect.row(0)
        canvas.fill(header, style: headerStyle)
        forEachColumn(widths, in: header) { index, cellRect in
            let column = columns[index]
            canvas.put(column.header(fittingCells: cellRect.width), in: cellRect, style: headerStyle, alignment: column.alignment)
        }
        let body = rect.droppingTop(1)
        let offset = Self.scrollOffset(previous: scrollOffset, selectedRow: selectedRow, visibleRows: body.height, rowCount: rowCount)
        guard rowCount > 0 else {
            canvas.fill(body, style: .plain)
            canvas.put(emptyMessage, in: body.row(body.height / 2), style: emptyStyle, alignment: .center)
            return offset
        }
        for line in 0..<body.height {
            let index = offset + line
            guard index < rowCount else {
                canvas.fill(body.droppingTop(line), style: .plain)
                break
            }
            let rowRect = body.row(line)
            eachRow(index, rowRect) { row in
                drawRow(row, selected: index == selectedRow, widths: widths, in: rowRect, on: canvas)
            }
        }
        return offset
    }

    private func drawRow(_ row: TableRow, selected: Bool, widths: [Int], in rowRect: Rect, on canvas: Canvas) {
        let rowStyle = selected ? row.style.merging(selectionStyle) : row.style
        canvas.fill(rowRect, style: rowStyle)
        forEachColumn(widths, in: rowRect) { index, cellRect in
            guard index < row.cells.count else { return }
            let cell = row.cells[index]
            var style = row.style.merging(cell.style)
            if selected { style = style.merging(selectionStyle) }
            if style != rowStyle { canvas.fill(cellRect, style: style) }
            // An empty cell (one an overlay draws, like the sparkline) has nothing to put.
            if !cell.text.isEmpty { canvas.put(cell.text, in: cellRect, style: style, alignment: columns[index].alignment) }
        }
    }

    /// Calls `body` with each shown column's index and its one-row rectangle within `rowRect`.
    private func forEachColumn(_ widths: [Int], in rowRect: Rect, _ body: (Int, Rect) -> Void) {
        var x = rowRect.x
        for (index, width) in widths.enumerated() {
            if width > 0 { body(index, Rect(x: x, y: rowRect.y, width: width, height: 1)) }
            x += width + columnSpacing
        }
    }
}
