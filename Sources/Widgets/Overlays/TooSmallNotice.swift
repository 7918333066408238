// What the screen shows instead of the app when the terminal is below the size the app needs.

import DisplayText
import TUICore

/// Below `minimum`, the whole screen is replaced by a centred "terminal too small (needs 40×10)",
/// on two lines when one is too narrow, so no layout ever has to draw into a space it cannot fit.
public struct TooSmallNotice: Widget {
    public var minimum: Size
    public var style = Style(bold: true)

    public init(minimum: Size) {
        self.minimum = minimum
    }

    /// Whether a screen of `size` is too small for the app (and this notice should be drawn instead).
    public func applies(to size: Size) -> Bool {
        !size.covers(minimum)
    }

    /// The notice's lines for a screen `width` cells wide.
    public func lines(forWidth width: Int) -> [String] {
        let oneLine = "terminal too small (needs \(minimum))"
        if DisplayWidth.of(oneLine) <= width { return [oneLine] }
        return ["terminal too small", "(needs \(minimum))"]
    }

    /// Blanks `screen` (the whole canvas, as the app is not drawn) and draws the notice in its middle.
    public func draw(in screen: Rect, on canvas: Canvas) {
        canvas.fill(screen, style: .plain)
        let lines = lines(forWidth: screen.width)
        let area = screen.centered(Size(width: screen.width, height: lines.count))
        for (index, line) in lines.enumerated() {
            canvas.put(line, in: area.row(index), style: style, alignment: .center)
        }
    }
}
