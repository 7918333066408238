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
/// It sizes itself to its content and clamps to the screen: descriptions are truncated when too
/// wide, and entries that do not fit below are left out.
public struct HelpOverlay: Widget {
    public var title: String
    public var entries: [HelpEntry]
    public var hint: String
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

    /// The box's rectangle on a screen `screen`.
    public func frame(in screen: Rect) -> Rect {
        let keyWidth = entries.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let descriptionWidth = entries.map { DisplayWidth.of($0.description) }.max() ?? 0
        let contentWidth = max(keyWidth + 2 + descriptionWidth, DisplayWidth.of(title) + 2, DisplayWidth.of(hint))
        let hintRows = hint.isEmpty ? 0 : 2
        return screen.centered(Size(width: contentWidth + 4, height: entries.count + hintRows + 2))
    }

    /// Draws the box over the canvas.
    /// The last row when the screen is too short for every entry, so none goes missing silently.
    static func moreText(_ count: Int) -> String {
        "… \(count) more \(count == 1 ? "key" : "keys"): a taller terminal shows them all"
    }

    public func draw(in screen: Rect, on canvas: Canvas) {
        let box = frame(in: screen)
        canvas.fill(box, style: .plain)
        canvas.drawBox(box, style: borderStyle, title: title, titleStyle: titleStyle)
        let inside = box.inset(horizontal: 2, vertical: 1)
        let list = hint.isEmpty ? inside : inside.droppingBottom(2)
        let keyWidth = min(entries.map { DisplayWidth.of($0.keys) }.max() ?? 0, inside.width)
        let fits = entries.count <= list.height
        let shown = fits ? entries.count : max(0, list.height - 1)
        for (line, entry) in entries.prefix(shown).enumerated() {
            let row = list.row(line)
            canvas.put(entry.keys, in: Rect(x: row.x, y: row.y, width: keyWidth, height: 1), style: keyStyle)
            canvas.put(entry.description, in: row.droppingLeft(keyWidth + 2), style: descriptionStyle)
        }
        if !fits && list.height > 0 {
            canvas.put(Self.moreText(entries.count - shown), in: list.row(shown), style: hintStyle)
        }
        if !hint.isEmpty {
            canvas.put(hint, in: inside.bottom(1), style: hintStyle, alignment: .center)
        }
    }
}
