// Draws the alert list (A): a centred box with one line per alert, the selection, and its keys.

import DisplayText
import Presentation
import TUICore
import Widgets

/// The look of an `AlertListState`: a box titled "Alerts in 관심종목", a line per alert ("#2  삼성전자
/// >= 75,000  armed"), the selected line in reverse video, fired alerts bold, the last refusal in the
/// dialog's error line and the keys as its hint. Rows beyond the box scroll with the selection.
public struct AlertListView {
    /// Most alert lines the box shows at once.
    static let maximumLines = 12

    public init() {}

    /// Draws `state` centred in `screen`.
    public func draw(_ state: AlertListState, in screen: Rect, on canvas: Canvas) {
        let lineCount = state.rows.isEmpty ? 1 : min(state.rows.count, Self.maximumLines)
        var dialog = Dialog(
            title: TextSanitizer.sanitize(state.title),
            bodyHeight: lineCount,
            error: state.notice.map(TextSanitizer.sanitize),
            hint: AlertListState.keysHint
        )
        dialog.maximumWidth = 72
        let body = dialog.draw(in: screen, on: canvas)
        guard !state.rows.isEmpty else {
            canvas.put(AlertListState.emptyMessage, in: body.row(0), style: Style(dim: true))
            return
        }
        let selected = state.selectedIndex ?? 0
        let first = min(max(0, selected - body.height + 1), max(0, state.rows.count - body.height))
        for line in 0..<min(body.height, state.rows.count - first) {
            let index = first + line
            var style = state.rows[index].isFired ? Style(bold: true) : Style.plain
            if index == state.selectedIndex { style = style.merging(Style(reverse: true)) }
            canvas.fill(body.row(line), style: style)
            canvas.put(Self.text(of: state.rows[index]), in: body.row(line), style: style)
        }
    }

    /// "#2  삼성전자 >= 75,000  armed", sanitised.
    static func text(of row: AlertListState.Row) -> String {
        TextSanitizer.sanitize("\(row.id)  \(row.name) \(row.condition)  \(row.status)")
    }
}
