// Draws the order review: the order in words, the warnings, and the Edit / Send buttons with the focus shown.

import DisplayText
import Presentation
import TUICore
import Widgets

/// The look of an `OrderReviewState`: a centred box with the title, one line per fact, the warnings in
/// red, then `[ Edit ]  [ Send ]` with the focused button reversed.
public struct OrderReviewView {
    public var warningStyle = Style(foreground: .red, bold: true)

    public init() {}

    /// The buttons' row: "[ Edit ]  [ Send ]", the focused one between > <.
    public static func buttons(focus: OrderReviewState.Button) -> String {
        focus == .edit ? ">[ Edit ]<   [ Send ] " : " [ Edit ]   >[ Send ]<"
    }

    /// Draws `state` centred in `screen`.
    public func draw(_ state: OrderReviewState, in screen: Rect, on canvas: Canvas) {
        let warnings = state.warnings.map { "! " + $0 } + (state.warnings.isEmpty ? [] : [state.isOverridden ? "Overridden: Send sends it." : OrderReviewState.overrideHint + "."])
        let lines = state.lines + warnings + [""] + [Self.buttons(focus: state.focus)]
        var dialog = Dialog(title: TextSanitizer.sanitize(state.title), bodyHeight: lines.count, error: state.notice, hint: OrderReviewState.keysHint)
        dialog.maximumWidth = 72
        let body = dialog.draw(in: screen, on: canvas)
        for (index, line) in lines.prefix(body.height).enumerated() {
            let isWarning = index >= state.lines.count && index < state.lines.count + warnings.count
            let isButtons = index == lines.count - 1
            canvas.put(TextSanitizer.sanitize(line), in: body.row(index), style: isWarning ? warningStyle : isButtons ? Style(bold: true) : .plain)
        }
    }
}
