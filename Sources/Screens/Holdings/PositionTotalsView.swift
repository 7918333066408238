// The totals line under the table of a watchlist with positions: 평가금액 · 평가손익 · 수익률.

import DisplayText
import Domain
import Presentation
import TUICore

/// Draws a `PositionTotalsLine` on one line, right-aligned, coloured like a price change by the
/// total P&L's sign. Cut from the right when the line is narrower than the text.
struct PositionTotalsView {
    var colors: PriceColorScheme

    /// Draws `totals` in `rect` (one line).
    func draw(_ totals: PositionTotalsLine, in rect: Rect, on canvas: Canvas) {
        canvas.fill(rect, style: .plain)
        let style = colors.style(for: totals.direction).merging(Style(bold: true))
        canvas.put(TextSanitizer.sanitize(totals.text), in: rect, style: style, alignment: .right)
    }
}
