// A modal dialog frame: centred box with a title, a body the caller fills, an error line and a hint.

import TUICore

/// A centred modal box drawn over the screen. It clears only its own area, draws its title in the top
/// border, its error line (blank when there is no error; a long error wraps onto up to
/// `maximumErrorLines` rows, as far as the screen's height allows) and hint line, and returns the body
/// area, where the caller draws a prompt and a `TextField` or a list of matches.
///
/// ```
/// ┌─ Add a stock ──────────────────┐
/// │ body (bodyHeight rows)         │
/// │ error line                     │
/// │ Enter OK · Esc cancel          │
/// └────────────────────────────────┘
/// ```
public struct Dialog: Widget {
    public var title: String
    /// Rows the caller needs for its body.
    public var bodyHeight: Int
    /// The error to show, or nil (or empty) for none.
    public var error: String?
    public var hint: String
    /// The box is as wide as the screen allows (minus a margin), within these bounds.
    public var minimumWidth = 30
    public var maximumWidth = 60
    /// The most rows a long error wraps onto; what does not fit ends in an ellipsis.
    public var maximumErrorLines = 3
    public var borderStyle = Style.plain
    public var titleStyle = Style(bold: true)
    public var errorStyle = Style(foreground: .red, bold: true)
    public var hintStyle = Style(dim: true)

    public init(title: String, bodyHeight: Int, error: String? = nil, hint: String = "Enter OK · Esc cancel") {
        self.title = title
        self.bodyHeight = bodyHeight
        self.error = error
        self.hint = hint
    }

    /// The box's rectangle on a screen `screen`: centred, clamped to the screen.
    public func frame(in screen: Rect) -> Rect {
        frame(in: screen, errorRows: errorLines(in: screen).count)
    }

    private func frame(in screen: Rect, errorRows: Int) -> Rect {
        screen.centered(Size(width: width(in: screen), height: max(0, bodyHeight) + 3 + errorRows))
    }

    private func width(in screen: Rect) -> Int {
        min(max(minimumWidth, min(maximumWidth, screen.width - 4)), screen.width)
    }

    /// The error wrapped to the box: one row (blank without an error) up to `maximumErrorLines`, fewer
    /// when the screen is too short for them and the body; the last row kept ends in an ellipsis when
    /// the rest does not fit.
    private func errorLines(in screen: Rect) -> [String] {
        let textWidth = width(in: screen) - 4
        guard let error, !error.isEmpty, textWidth > 0 else { return [""] }
        let limit = max(1, min(maximumErrorLines, screen.height - max(0, bodyHeight) - 3))
        return LineWrapping.lines(error, width: textWidth, limit: limit)
    }

    /// Draws the box, title, error and hint over whatever is on the canvas, and returns the body area
    /// (inside the border, one cell of padding left and right; shorter when the screen is short).
    @discardableResult
    public func draw(in screen: Rect, on canvas: Canvas) -> Rect {
        let errors = errorLines(in: screen)
        let box = frame(in: screen, errorRows: errors.count)
        canvas.fill(box, style: .plain)
        canvas.drawBox(box, style: borderStyle, title: title, titleStyle: titleStyle)
        let inside = box.inset(horizontal: 2, vertical: 1)
        let footer = inside.bottom(errors.count + 1)
        for (index, line) in errors.enumerated() {
            canvas.put(line, in: footer.row(index), style: errorStyle)
        }
        canvas.put(hint, in: footer.row(errors.count), style: hintStyle, alignment: .center)
        return inside.droppingBottom(errors.count + 1)
    }
}
