// The help overlay widget: a centred, boxed table of keys and what they do.

import DisplayText
import TUICore

/// One line of the help table: a key (or keys) and what it does.
public struct HelpEntry: Hashable, Sendable {
    public var keys: String
    public var description: String

    public init(_ keys: String, _ description: String) {
        self.keys = keys
        self.description = description
    }
}

/// A box in the middle of the screen listing keys and what they do, over whatever is behind it.
/// It sizes itself to its content and clamps to the screen: a description too wide wraps onto more
/// rows under itself, and rows that do not fit scroll (`firstLine`, the hint then says how).
public struct HelpOverlay: Widget {
    public var title: String
    public var entries: [HelpEntry]
    public var hint: String
    /// The first row of the table shown (0: the top), clamped to what the screen can scroll to.
    public var firstLine = 0
    public var borderStyle = Style.plain
    public var titleStyle = Style(bold: true)
    public var keyStyle = Style(bold: true)
    public var descriptionStyle = Style.plain
    public var hintStyle = Style(dim: true)

    public init(title: String = "Help", entries: [HelpEntry], hint: String = "Esc close") {
        self.title = title
        self.entries = entries
        self.hint = hint
    }

    /// Put before the hint while the table is taller than the box.
    public static let scrollHint = "↑ ↓ PgUp PgDn g G scroll · "

    /// One row of the table: an entry's keys on its first row, blank on the rows its description wrapped onto.
    struct Line: Equatable {
        let keys: String
        let text: String
    }

    private var keyWidth: Int { entries.map { DisplayWidth.of($0.keys) }.max() ?? 0 }

    /// The box's rectangle on a screen `screen`.
    public func frame(in screen: Rect) -> Rect {
        layout(in: screen).box
    }

    /// The box on `screen` and the table's rows in it, worked out once a draw: the box sized to the content
    /// (wide enough for the scroll hint when the rows do not all fit), clamped to the screen.
    private func layout(in screen: Rect) -> (box: Rect, rows: [Line]) {
        let descriptionWidth = entries.map { DisplayWidth.of($0.description) }.max() ?? 0
        var contentWidth = max(keyWidth + 2 + descriptionWidth, DisplayWidth.of(title) + 2, DisplayWidth.of(hint))
        var width = min(contentWidth + 4, screen.width)
        var rows = lines(inBoxWidth: width)
        if !hint.isEmpty, rows.count + hintRows + 2 > screen.height {
            // It scrolls: wide enough to say how, when the screen allows.
            contentWidth = max(contentWidth, DisplayWidth.of(Self.scrollHint + hint))
            width = min(contentWidth + 4, screen.width)
            rows = lines(inBoxWidth: width)
        }
        return (screen.centered(Size(width: width, height: rows.count + hintRows + 2)), rows)
    }

    private var hintRows: Int { hint.isEmpty ? 0 : 2 }

    /// The table's rows in a box `width` wide, each description wrapped to what is left beside the keys.
    func lines(inBoxWidth width: Int) -> [Line] {
        let keys = min(keyWidth, max(0, width - 4))
        let textWidth = max(1, width - 4 - keys - 2)
        return entries.flatMap { entry in
            LineWrapping.lines(entry.description, width: textWidth).enumerated().map { index, text in
                Line(keys: index == 0 ? entry.keys : "", text: text)
            }
        }
    }

    /// `firstLine` kept within what a screen `screen` can scroll to (0 when every row fits).
    public func clampedFirstLine(in screen: Rect) -> Int {
        let (box, rows) = layout(in: screen)
        return clamped(firstLine, rows: rows.count, in: box)
    }

    /// `line` kept within what `rows` rows scroll to in `box`.
    private func clamped(_ line: Int, rows: Int, in box: Rect) -> Int {
        min(max(0, line), max(0, rows - max(0, box.height - 2 - hintRows)))
    }

    /// Draws the box over the canvas.
    public func draw(in screen: Rect, on canvas: Canvas) {
        let (box, rows) = layout(in: screen)
        canvas.fill(box, style: .plain)
        canvas.drawBox(box, style: borderStyle, title: title, titleStyle: titleStyle)
        let inside = box.inset(horizontal: 2, vertical: 1)
        let list = hint.isEmpty ? inside : inside.droppingBottom(2)
        let keys = min(keyWidth, inside.width)
        let first = clamped(firstLine, rows: rows.count, in: box)
        for (line, row) in rows.dropFirst(first).prefix(max(0, list.height)).enumerated() {
            let place = list.row(line)
            canvas.put(row.keys, in: Rect(x: place.x, y: place.y, width: keys, height: 1), style: keyStyle)
            canvas.put(row.text, in: place.droppingLeft(keys + 2), style: descriptionStyle)
        }
        if !hint.isEmpty {
            let scrolls = rows.count > list.height
            canvas.put((scrolls ? Self.scrollHint : "") + hint, in: inside.bottom(1), style: hintStyle, alignment: .center)
        }
    }
}
