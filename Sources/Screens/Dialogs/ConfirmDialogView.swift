// Draws a yes/no confirmation: the question, wrapped, and the keys that answer it.

import DisplayText
import Presentation
import TUICore
import Widgets

/// The look of a `ConfirmDialogState`: a centred box with the title, the question wrapped to the box,
/// and the hint "y / Enter yes · n / Esc no" (or the state's own, for a dialog with an alternative).
public struct ConfirmDialogView {
    public static let hint = "y / Enter yes · n / Esc no"
    public var messageStyle = Style.plain

    public init() {}

    /// Draws `state` centred in `screen`.
    public func draw(_ state: ConfirmDialogState, in screen: Rect, on canvas: Canvas) {
        var dialog = Dialog(title: TextSanitizer.sanitize(state.title), bodyHeight: 1, hint: state.hint ?? Self.hint)
        dialog.maximumWidth = 64
        let textWidth = dialog.frame(in: screen).width - 4
        let lines = LineWrapping.lines(TextSanitizer.sanitize(state.message), width: textWidth)
        dialog.bodyHeight = max(1, lines.count)
        let body = dialog.draw(in: screen, on: canvas)
        for (index, line) in lines.prefix(body.height).enumerated() {
            canvas.put(line, in: body.row(index), style: messageStyle)
        }
    }
}
