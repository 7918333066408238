// What the watchlist draws over a table row: the flash of a price's changed digits, today's sparkline.

import DisplayText
import Domain
import Presentation
import TUICore
import Widgets

/// Draws, over one row the table has drawn, the changed digits of its price in the flash style and
/// its path into the sparkline column, in the row's style (reversed when selected). The columns'
/// positions are worked out once per frame.
struct WatchlistRowOverlays {
    let colors: PriceColorScheme
    /// The price column's cells, nil when it is left out.
    private let priceColumn: (x: Int, width: Int)?
    /// The sparkline column's cells, nil when it is left out.
    private let sparklineColumn: (x: Int, width: Int)?

    /// The overlays of a table drawn in `tableRect` with `columns`.
    init(columns: WatchlistColumns, colors: PriceColorScheme, in tableRect: Rect) {
        self.colors = colors
        let widths = columns.widths
        func cells(of kind: WatchlistColumns.Kind) -> (x: Int, width: Int)? {
            guard let index = columns.index(of: kind) else { return nil }
            return (tableRect.x + widths[..<index].reduce(0, +) + index * WatchlistColumns.spacing, widths[index])
        }
        priceColumn = cells(of: .price)
        sparklineColumn = cells(of: .today)
    }

    /// Draws the overlays of `row`, shown on line `y` of the canvas.
    func draw(_ row: WatchlistRow, isSelected: Bool, y: Int, on canvas: Canvas) {
        if let priceColumn, let flash = row.flash {
            drawFlash(flash, of: row, isSelected: isSelected, in: Rect(x: priceColumn.x, y: y, width: priceColumn.width, height: 1), on: canvas)
        }
        if let sparklineColumn {
            drawSparkline(row, isSelected: isSelected, in: Rect(x: sparklineColumn.x, y: y, width: sparklineColumn.width, height: 1), on: canvas)
        }
    }

    /// The changed digits of the price, right-aligned in the price cell.
    private func drawFlash(_ flash: PriceFlash, of row: WatchlistRow, isSelected: Bool, in cellRect: Rect, on canvas: Canvas) {
        let changed = String(row.price.dropFirst(flash.unchangedPrefix).suffix(cellRect.width))
        var style = colors.flashStyle(rose: flash.rose)
        // On the selected row the flash keeps the row's reverse video and is marked by an underline.
        if isSelected { style = style.merging(Style(underline: true)) }
        if row.isStale { style.dim = true }
        canvas.put(changed, at: Point(x: cellRect.maxX - DisplayWidth.of(changed), y: cellRect.y), style: style, clippedTo: cellRect)
    }

    private func drawSparkline(_ row: WatchlistRow, isSelected: Bool, in cellRect: Rect, on canvas: Canvas) {
        var rowStyle = row.isStale ? Style(dim: true) : Style.plain
        if isSelected { rowStyle.reverse = true }
        let palette = ChartPalette(
            rise: rowStyle.merging(colors.style(for: .up)),
            fall: rowStyle.merging(colors.style(for: .down)),
            flat: rowStyle
        )
        Sparkline(prices: row.path.prices, slotCount: row.path.slotCount, reference: row.reference, palette: palette)
            .draw(in: cellRect, on: canvas)
    }
}
