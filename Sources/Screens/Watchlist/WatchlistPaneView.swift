// The watchlist pane: the rows of quotes in a table, flashing changed digits, and the filter line.

import DisplayText
import Domain
import Presentation
import TUICore
import Widgets

/// Draws a `WatchlistState`'s rows: code (with its source mark: ● live, ○ polled, ! stale), name,
/// price, change, change %, volume, high and low.
///
/// Prices, changes and rates take the colour of their direction (`PriceColorScheme`), bold at the
/// daily limits; the digits of a price that just changed flash in reverse video (underlined and still
/// reversed on the selected row); a stale row is dim
/// and shows its age at the right of its name; a stock the catalog no longer lists has `†` before its
/// (stored) name. Columns that do not fit are left out from the right; the last is today's sparkline,
/// so it is the first to go on a narrow terminal (present at 160 columns, gone at 80).
/// Under the table, while a filter is set or typed, a filter line shows it and how many rows match.
/// A watchlist with positions adds their columns (`PositionCells`) and a totals line under the table;
/// a stock whose alert fired has its name bold after "! ".
public struct WatchlistPaneView {
    public var colors: PriceColorScheme

    /// Cells between columns.
    static let columnSpacing = 1
    /// The index of the price column in `columns`.
    static let priceColumn = 2
    private static let nameColumn = 1
    /// The index of the sparkline column in `columns`: the last, dropped first when narrow.
    static let sparklineColumn = 8

    public init(colors: PriceColorScheme) {
        self.colors = colors
    }

    /// What the last draw decided: the table's scroll offset and how many rows it shows.
    public struct Layout: Equatable, Sendable {
        public var scrollOffset: Int
        public var visibleRows: Int

        /// The codes of `state`'s rows this layout shows, top to bottom.
        public func visibleCodes(of state: WatchlistState) -> [StockCode] {
            let start = min(scrollOffset, state.rows.count)
            return state.rows[start..<min(state.rows.count, start + visibleRows)].map(\.stockCode)
        }
    }

    /// Where a watchlist with positions inserts `PositionCells`' columns.
    private static let positionColumnsIndex = 5

    /// The columns, with the sort marker on the column the rows are sorted by; the code column is two
    /// cells wider when `withSourceMarks` (a feed that says which rows are live); with `positions`, the
    /// position columns after the change %.
    static func columns(sortedBy sort: WatchlistSort, withSourceMarks: Bool, positions: Bool = false) -> [TableColumn] {
        let marked: Int? = switch sort {
        case .listOrder: nil
        case .name: nameColumn
        case .price: priceColumn
        case .changeRate: 4
        case .volume: positions ? positionColumnsIndex + PositionCells.columns.count : positionColumnsIndex
        }
        var columns = [
            TableColumn("Code", width: .fixed(withSourceMarks ? 8 : 6)),
            TableColumn("Name", width: .flexible(minimum: 10)),
            TableColumn("Price", width: .fixed(9), alignment: .right),
            TableColumn("Change", width: .fixed(10), alignment: .right),
            TableColumn("Chg %", width: .fixed(7), alignment: .right),
            TableColumn("Volume", width: .fixed(11), alignment: .right),
            TableColumn("High", width: .fixed(9), alignment: .right),
            TableColumn("Low", width: .fixed(9), alignment: .right),
            TableColumn("Today", width: .fixed(26)),
        ]
        if positions { columns.insert(contentsOf: PositionCells.columns, at: positionColumnsIndex) }
        return columns.enumerated().map { index, column in
            var column = column
            if index == marked { column.sortDirection = sort == .name ? .ascending : .descending }
            return column
        }
    }

    /// Draws the pane for `state` into `rect`, starting from `scrollOffset` (the last draw's); the
    /// filter line's caret gets the cursor when `filterHasFocus`.
    @discardableResult
    public func draw(_ state: WatchlistState, in rect: Rect, scrollOffset: Int, filterHasFocus: Bool, on canvas: Canvas) -> Layout {
        let showsFilter = state.isEditingFilter || !state.filter.isEmpty
        let belowTable = (showsFilter ? 1 : 0) + (state.positionTotals == nil ? 0 : 1)
        let tableRect = rect.droppingBottom(belowTable)
        let columns = Self.columns(sortedBy: state.sort, withSourceMarks: state.feed.sourceCounts != nil, positions: state.positionTotals != nil)
        let widths = ColumnWidth.resolve(columns.map(\.width), spacing: Self.columnSpacing, available: tableRect.width)
        var table = Table(
            columns: columns,
            rows: state.rows.map { row(for: $0, nameWidth: widths[Self.nameColumn], positions: state.positionTotals != nil) },
            selectedRow: state.selectedIndex,
            scrollOffset: scrollOffset,
            emptyMessage: state.emptyMessage ?? ""
        )
        table.columnSpacing = Self.columnSpacing
        let offset = table.draw(in: tableRect, on: canvas)
        let visibleRows = max(0, tableRect.height - 1)
        drawFlashes(state, widths: widths, from: offset, rows: visibleRows, in: tableRect, on: canvas)
        drawSparklines(state, widths: widths, from: offset, rows: visibleRows, in: tableRect, on: canvas)
        if let totals = state.positionTotals {
            PositionTotalsView(colors: colors).draw(totals, in: Rect(x: rect.x, y: tableRect.y + tableRect.height, width: rect.width, height: 1), on: canvas)
        }
        if showsFilter {
            drawFilterLine(state, in: rect.bottom(1), hasFocus: filterHasFocus, on: canvas)
        }
        return Layout(scrollOffset: offset, visibleRows: visibleRows)
    }

    /// The table row of `row`: coloured figures, dim when stale with its age after the name; with
    /// `positions`, the position cells after the change %.
    func row(for row: WatchlistRow, nameWidth: Int, positions: Bool = false) -> TableRow {
        let moveStyle = colors.style(for: row.direction)
        let change = row.changeMarker.isEmpty ? row.change : row.changeMarker + " " + row.change
        var tableRow = TableRow(
            [
                TableCell(row.sourceMark.isEmpty ? row.code : row.code + " " + row.sourceMark),
                TableCell(nameText(row, width: nameWidth), style: row.hasFiredAlert ? Style(bold: true) : .plain),
                TableCell(row.price, style: moveStyle),
                TableCell(change, style: moveStyle),
                TableCell(row.changeRate, style: moveStyle),
                TableCell(row.volume),
                TableCell(row.high),
                TableCell(row.low),
                TableCell(""),
            ],
            style: row.isStale ? Style(dim: true) : .plain
        )
        if positions { tableRow.cells.insert(contentsOf: PositionCells.cells(row.position, colors: colors), at: Self.positionColumnsIndex) }
        return tableRow
    }

    /// Put before the name of a stock the catalog no longer lists (delisted, or a code from elsewhere).
    static let unlistedMark = "†"
    /// Put before the name of a stock whose alert fired.
    static let firedAlertMark = "! "

    /// The name (after `firedAlertMark` when an alert fired, `unlistedMark` when unlisted), and for a
    /// stale row its age at the right end of the name's cell.
    private func nameText(_ row: WatchlistRow, width: Int) -> String {
        let name = (row.hasFiredAlert ? Self.firedAlertMark : "") + (row.isUnlisted ? Self.unlistedMark : "") + TextSanitizer.sanitize(row.name)
        guard row.isStale, !row.age.isEmpty, width > 0 else { return name }
        let age = DisplayWidth.of(row.age) + 1 < width ? " " + row.age : ""
        let nameCells = width - DisplayWidth.of(age)
        return CellLayout.padded(name, toCells: nameCells) + age
    }

    /// Draws the changed digits of each shown row's price over the table, in the flash style.
    private func drawFlashes(_ state: WatchlistState, widths: [Int], from offset: Int, rows: Int, in rect: Rect, on canvas: Canvas) {
        let priceWidth = widths[Self.priceColumn]
        guard priceWidth > 0 else { return }
        let priceEnd = rect.x + widths[...Self.priceColumn].reduce(0, +) + Self.priceColumn * Self.columnSpacing
        for line in 0..<rows {
            let index = offset + line
            guard index < state.rows.count, let flash = state.rows[index].flash else { continue }
            let price = state.rows[index].price
            let changed = String(price.dropFirst(flash.unchangedPrefix).suffix(priceWidth))
            var style = colors.flashStyle(rose: flash.rose)
            // On the selected row the flash keeps the row's reverse video and is marked by an underline.
            if index == state.selectedIndex { style = style.merging(Style(underline: true)) }
            if state.rows[index].isStale { style.dim = true }
            let cellRect = Rect(x: priceEnd - priceWidth, y: rect.y + 1 + line, width: priceWidth, height: 1)
            canvas.put(changed, at: Point(x: priceEnd - DisplayWidth.of(changed), y: cellRect.y), style: style, clippedTo: cellRect)
        }
    }

    /// Draws each shown row's path into the sparkline column, in the row's style (reversed when selected).
    private func drawSparklines(_ state: WatchlistState, widths: [Int], from offset: Int, rows: Int, in rect: Rect, on canvas: Canvas) {
        let width = widths[Self.sparklineColumn]
        guard width > 0 else { return }
        let x = rect.x + widths[..<Self.sparklineColumn].reduce(0, +) + Self.sparklineColumn * Self.columnSpacing
        for line in 0..<rows {
            let index = offset + line
            guard index < state.rows.count else { return }
            let row = state.rows[index]
            var rowStyle = row.isStale ? Style(dim: true) : Style.plain
            if index == state.selectedIndex { rowStyle.reverse = true }
            let palette = ChartPalette(
                rise: rowStyle.merging(colors.style(for: .up)),
                fall: rowStyle.merging(colors.style(for: .down)),
                flat: rowStyle
            )
            Sparkline(prices: row.path.prices, slotCount: row.path.slotCount, reference: row.reference, palette: palette)
                .draw(in: Rect(x: x, y: rect.y + 1 + line, width: width, height: 1), on: canvas)
        }
    }

    /// "Filter: 삼성▏   2 of 12": the filter text in a field, with the caret when it has focus.
    private func drawFilterLine(_ state: WatchlistState, in rect: Rect, hasFocus: Bool, on canvas: Canvas) {
        canvas.fill(rect, style: .plain)
        let label = "Filter: "
        let count = " \(state.rows.count) of \(state.stockCount) "
        let countWidth = DisplayWidth.of(count)
        canvas.put(label, in: rect, style: Style(bold: true))
        canvas.put(count, in: rect, style: Style(dim: true), alignment: .right)
        let fieldRect = rect.droppingLeft(DisplayWidth.of(label))
        let field = TextField(
            text: state.filter,
            isFocused: hasFocus,
            placeholder: "code, name or 초성 — Enter keeps it, Esc clears it"
        )
        field.draw(in: Rect(x: fieldRect.x, y: fieldRect.y, width: max(0, fieldRect.width - countWidth - 1), height: 1), on: canvas)
    }
}
