// The position columns of the watchlist table (P&L, P&L %, quantity, average price, value) and their cells.

import Domain
import Presentation
import TUICore
import Widgets

/// The columns a watchlist with positions adds after the change %: P&L KRW and %, quantity, average
/// price, value — in that order, so at 80 columns `WatchlistColumns` (which leaves these out only once
/// Volume, High, Low, the sparkline and the extra columns are gone, and then from the right) keeps the
/// P&L and drops the rest first. P&L figures take the colour of their sign, as prices do.
enum PositionCells {
    /// The added columns.
    static let columns = [
        TableColumn("P&L", width: .fixed(11), alignment: .right),
        TableColumn("P&L %", width: .fixed(8), alignment: .right),
        TableColumn("Qty", width: .fixed(7), alignment: .right),
        TableColumn("Avg", width: .fixed(9), alignment: .right),
        TableColumn("Value", width: .fixed(13), alignment: .right),
    ]

    /// The cells of `position` (blank for a stock without one), coloured by `colors`.
    static func cells(_ position: PositionColumns?, colors: PriceColorScheme) -> [TableCell] {
        guard let position else { return columns.map { _ in TableCell("") } }
        let style = colors.style(for: position.direction)
        return [
            TableCell(position.profit, style: style),
            TableCell(position.profitRate, style: style),
            TableCell(position.quantity),
            TableCell(position.averagePrice),
            TableCell(position.value),
        ]
    }
}
