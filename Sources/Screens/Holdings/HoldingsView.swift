// Draws the holdings view (h): a centred box with a line per stock, lot and sale, and the totals.

import DisplayText
import Domain
import Presentation
import TUICore
import Widgets

/// The look of a `HoldingsState`: a box titled "Holdings in 관심종목"; each stock's line bold, its lots and
/// sales indented under it, the detail after the label and the P&L right-aligned in the price colours;
/// the selected line in reverse video; the totals as the last line; the last refusal in the dialog's
/// error line and the keys as its hint. Lines beyond the box scroll with the selection.
public struct HoldingsView {
    /// Most lines (with the totals) the box shows at once.
    static let maximumLines = 16

    public let colors: PriceColorScheme

    public init(colors: PriceColorScheme) {
        self.colors = colors
    }

    /// Draws `state` centred in `screen`.
    public func draw(_ state: HoldingsState, in screen: Rect, on canvas: Canvas) {
        let lineCount = (state.rows.isEmpty ? 1 : min(state.rows.count, Self.maximumLines - 1)) + 1
        var dialog = Dialog(
            title: TextSanitizer.sanitize(state.title),
            bodyHeight: lineCount,
            error: state.notice.map(TextSanitizer.sanitize),
            hint: HoldingsState.keysHint
        )
        dialog.maximumWidth = 96
        let body = dialog.draw(in: screen, on: canvas)
        let totalsLine = body.row(body.height - 1)
        canvas.put(TextSanitizer.sanitize(state.totals), in: totalsLine, style: Style(bold: true))
        guard !state.rows.isEmpty else {
            canvas.put(HoldingsState.emptyMessage, in: body.row(0), style: Style(dim: true))
            return
        }
        let visible = body.height - 1
        let selected = state.selectedIndex ?? 0
        let first = min(max(0, selected - visible + 1), max(0, state.rows.count - visible))
        for line in 0..<min(visible, state.rows.count - first) {
            let index = first + line
            draw(state.rows[index], isSelected: index == state.selectedIndex, in: body.row(line), on: canvas)
        }
    }

    private func draw(_ row: HoldingsState.Row, isSelected: Bool, in rect: Rect, on canvas: Canvas) {
        let selection = isSelected ? Style(reverse: true) : Style.plain
        let base = (row.kind == .stock ? Style(bold: true) : Style.plain).merging(selection)
        canvas.fill(rect, style: base)
        let profit = TextSanitizer.sanitize(row.profit)
        let profitWidth = DisplayWidth.of(profit)
        let left = Rect(x: rect.x, y: rect.y, width: max(0, rect.width - profitWidth - 1), height: 1)
        let indent = row.kind == .stock ? "" : "  "
        let detail = row.detail.isEmpty ? "" : "  " + row.detail
        canvas.put(TextSanitizer.sanitize(indent + row.label + detail), in: left, style: base)
        canvas.put(profit, in: rect, style: colors.style(for: row.direction).merging(selection), alignment: .right)
    }
}
