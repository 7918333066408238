// The watchlist pane: the rows of quotes in a table, flashing changed digits, and the filter line.

import DisplayText
import Domain
import Presentation
import TUICore
import Widgets

/// Draws a `WatchlistState`'s rows: code (with its source mark: ● live, ○ polled, ! stale), name,
/// price, change, change %, volume, traded value (거래대금, `NumberText.compactWon`, headed Turnover), open, high, low, the
/// previous close and today's sparkline, as many as fit (`WatchlistColumns` decides which and how wide).
///
/// Prices, changes and rates take the colour of their direction (`PriceColorScheme`), bold at the
/// daily limits; the digits of a price that just changed flash in reverse video (underlined and still
/// reversed on the selected row); a stale row is dim
/// and shows its age at the right of its name; a stock the catalog no longer lists has `†` before its
/// (stored) name.
/// Under the table, while a filter is set or typed, a filter line shows it and how many rows match.
/// A watchlist with positions adds their columns (`PositionCells`) and a totals line under the table;
/// a stock whose alert fired has its name bold after "! ".
public struct WatchlistPaneView {
    public var colors: PriceColorScheme
    /// The columns of the last width and options (the same every frame but after a resize or a sort).
    private let columnsForLastOptions = LastResult<WatchlistColumns.Options, WatchlistColumns>()

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

    /// What every row of a frame's table is drawn with: its columns (which, how wide) and colours.
    public struct RowLayout: Equatable {
        var columns: WatchlistColumns
        var colors: PriceColorScheme
    }

    /// What one row of the table is drawn from besides the `RowLayout`: every cell of its line
    /// follows from these, so a row whose input is unchanged is put back from an earlier frame's cells.
    public struct RowInput: Equatable {
        var row: WatchlistRow
        var isSelected: Bool
    }

    /// Draws the pane for `state` into `rect`, starting from `scrollOffset` (the last draw's); the
    /// filter line's caret gets the cursor when `filterHasFocus`. With `rowSnapshots` (kept by the
    /// screen across frames) a row drawn from the same input on the same line as before is restored
    /// from its cells instead of laid out again.
    @discardableResult
    public func draw(
        _ state: WatchlistState,
        in rect: Rect,
        scrollOffset: Int,
        filterHasFocus: Bool,
        rowSnapshots: RowSnapshots<RowLayout, RowInput>? = nil,
        on canvas: Canvas
    ) -> Layout {
        let showsFilter = state.isEditingFilter || !state.filter.isEmpty
        let belowTable = (showsFilter ? 1 : 0) + (state.positionTotals == nil ? 0 : 1)
        let tableRect = rect.droppingBottom(belowTable)
        let options = WatchlistColumns.Options(
            available: tableRect.width, sort: state.sort, isSortReversed: state.isSortReversed,
            withSourceMarks: state.feed.sourceCounts != nil, positions: state.positionTotals != nil
        )
        let columns = columnsForLastOptions.output(for: options, WatchlistColumns.init)
        let visibleRows = max(0, tableRect.height - 1)
        // A row becomes a table row only when it is laid out.
        var table = Table(
            columns: columns.columns,
            rows: [],
            selectedRow: state.selectedIndex,
            scrollOffset: scrollOffset,
            emptyMessage: state.emptyMessage ?? ""
        )
        table.columnSpacing = WatchlistColumns.spacing
        let overlays = WatchlistRowOverlays(columns: columns, colors: colors, in: tableRect)
        rowSnapshots?.begin(RowLayout(columns: columns, colors: colors))
        // The closure reads these two alone: capturing `state` copied all of it for every row.
        let rows = state.rows
        let selectedIndex = state.selectedIndex
        let offset = table.draw(in: tableRect, on: canvas, rowCount: rows.count) { index, rowRect, drawRow in
            let input = RowInput(row: rows[index], isSelected: index == selectedIndex)
            guard let rowSnapshots else { return draw(input, in: rowRect, columns: columns, overlays: overlays, drawRow: drawRow, on: canvas) }
            rowSnapshots.draw(input, in: rowRect, on: canvas) {
                draw(input, in: rowRect, columns: columns, overlays: overlays, drawRow: drawRow, on: canvas)
            }
        }
        if let totals = state.positionTotals {
            PositionTotalsView(colors: colors).draw(totals, in: Rect(x: rect.x, y: tableRect.y + tableRect.height, width: rect.width, height: 1), on: canvas)
        }
        if showsFilter {
            drawFilterLine(state, in: rect.bottom(1), hasFocus: filterHasFocus, on: canvas)
        }
        return Layout(scrollOffset: offset, visibleRows: visibleRows)
    }

    /// Lays out one row of the table and draws its overlays over it.
    private func draw(
        _ input: RowInput, in rowRect: Rect, columns: WatchlistColumns, overlays: WatchlistRowOverlays,
        drawRow: (TableRow) -> Void, on canvas: Canvas
    ) {
        drawRow(row(for: input.row, in: columns))
        overlays.draw(input.row, isSelected: input.isSelected, y: rowRect.y, on: canvas)
    }

    /// The table row of `row` with a cell per shown column: coloured figures, dim when stale with its
    /// age after the name, the venue of a price not made on KRX at the name's end (`NXT`, `통합`); the position cells when the columns include them.
    func row(for row: WatchlistRow, in columns: WatchlistColumns) -> TableRow {
        let moveStyle = colors.style(for: row.direction)
        let change = row.changeMarker.isEmpty ? row.change : row.changeMarker + " " + row.change
        let positionCells = columns.kinds.contains(.position(0)) ? PositionCells.cells(row.position, colors: colors) : []
        let cells = zip(columns.kinds, columns.widths).map { kind, width in
            switch kind {
            case .code: TableCell(row.sourceMark.isEmpty ? row.code : row.code + " " + row.sourceMark)
            case .name: TableCell(nameText(row, width: width), style: row.hasFiredAlert ? Style(bold: true) : .plain)
            case .price: TableCell(row.price, style: moveStyle)
            case .change: TableCell(change, style: moveStyle)
            case .changeRate: TableCell(row.changeRate, style: moveStyle)
            case .position(let index): positionCells[index]
            case .volume: TableCell(row.volume)
            case .tradedValue: TableCell(row.tradedValue)
            case .open: TableCell(row.open)
            case .high: TableCell(row.high)
            case .low: TableCell(row.low)
            case .previousClose: TableCell(row.previousClose)
            case .today: TableCell("")
            }
        }
        return TableRow(cells, style: row.isStale ? Style(dim: true) : .plain)
    }

    /// Put before the name of a stock the catalog no longer lists (delisted, or a code from elsewhere).
    static let unlistedMark = "†"
    /// Put before the name of a stock whose alert fired (not `!`, the price column's stale mark).
    static let firedAlertMark = "◆ "

    /// The name (after `firedAlertMark` when an alert fired, `unlistedMark` when unlisted, the kind's mark
    /// for what is not a company's shares: `ETF KODEX 200`), and for a stale row its age at the right end
    /// of the name's cell.
    private func nameText(_ row: WatchlistRow, width: Int) -> String {
        let kind = row.kindMark.map { $0 + " " } ?? ""
        let name = (row.hasFiredAlert ? Self.firedAlertMark : "") + (row.isUnlisted ? Self.unlistedMark : "") + kind + TextSanitizer.sanitize(row.name)
        var suffix = ""
        if row.isStale, !row.age.isEmpty { suffix += " " + row.age }
        if let mark = Self.venueMark(row, width: width) { suffix += " " + mark }
        guard !suffix.isEmpty, width > 0 else { return name }
        if DisplayWidth.of(suffix) >= width { suffix = "" }
        return CellLayout.padded(name, toCells: width - DisplayWidth.of(suffix)) + suffix
    }

    /// The narrowest name cell that still spells a venue out (`NXT`, `통합`); narrower ones get `N`, `U`.
    static let fullVenueMarkWidth = 12
    /// The narrowest name cell that says `KRX close` whole; narrower ones say `KRX`, then `K`.
    static let fullKRXCloseMarkWidth = 20

    /// The venue mark at the end of `row`'s name cell of `width`: `시간외` for KRX's after-hours single-price
    /// match (also on a feed that sees KRX only: the price is no longer KRX's close), `KRX close` while Nextrade
    /// trades the stock and the feed sees KRX only, the venue of a price not made on KRX (`NXT`, `통합`), else nil.
    static func venueMark(_ row: WatchlistRow, width: Int) -> String? {
        if row.isSinglePrice {
            return width >= fullVenueMarkWidth ? QuoteSourceText.singlePriceMark : QuoteSourceText.singlePriceShortMark
        }
        if row.source == .krxClose {
            return width >= fullKRXCloseMarkWidth ? QuoteSourceText.krxCloseMark : width >= fullVenueMarkWidth ? Venue.krx.mark : Venue.krx.shortMark
        }
        guard let venue = row.venue, venue != .krx else { return nil }
        return width >= fullVenueMarkWidth ? venue.mark : venue.shortMark
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
