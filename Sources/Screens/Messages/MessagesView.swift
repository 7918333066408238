// The messages view (`m`): every notice, failure and settings problem of this run with its time, newest first, scrollable.

import DisplayText
import Presentation
import TUICore
import Widgets

/// A box over the whole screen listing the run's messages, newest first: the time, the kind and the
/// text, wrapped under its column. It keeps where it is scrolled to (in lines); ↑/↓ j/k move a line,
/// PgUp/PgDn a page, g/G to the newest / oldest, and the offset is clamped to what the last drawing
/// showed.
public struct MessagesView {
    /// The first line shown, counted from the newest message's first line.
    public private(set) var scrollOffset = 0
    /// Lines and rows of the last drawing, for clamping a scroll.
    private var lineCount = 0
    private var visibleRows = 1

    public var problemStyle = Style(foreground: .red, bold: true)
    public var settingsStyle = Style(foreground: .yellow, bold: true)
    public var timeStyle = Style(dim: true)

    /// The box's title.
    public static let title = "Messages"
    /// The hint under the list.
    public static let hint = "↑ ↓ PgUp PgDn g G scroll · Esc, m or q closes"
    /// Shown when the run has said nothing yet.
    public static let emptyText = "Nothing said yet: notices, failures and settings problems of this run are listed here."
    /// Cells before a message's text: the clock, the kind's label and their gaps.
    static let textColumn = 8 + 2 + 8 + 2

    public init() {}

    /// Scrolls by `move` (a page being `pageRows` lines).
    public mutating func scroll(_ move: SelectionMove) {
        let last = max(0, lineCount - visibleRows)
        switch move {
        case .up: scrollOffset -= 1
        case .down: scrollOffset += 1
        case .pageUp(let rows): scrollOffset -= rows
        case .pageDown(let rows): scrollOffset += rows
        case .top: scrollOffset = 0
        case .bottom: scrollOffset = last
        case .row(let row): scrollOffset = row
        }
        scrollOffset = min(max(0, scrollOffset), last)
    }

    /// One screen line of the list: the clock and label on a message's first line only.
    struct Line: Equatable {
        var message: RunMessage
        var text: String
        var isFirst: Bool
    }

    /// The lines of `messages`, newest first, with texts wrapped to `width` cells.
    static func lines(_ messages: [RunMessage], width: Int) -> [Line] {
        let textWidth = max(1, width - textColumn)
        return messages.reversed().flatMap { message -> [Line] in
            let text = message.repeats == 0 ? message.text : message.text + " (said \(message.repeats + 1) times)"
            return LineWrapping.lines(text, width: textWidth).enumerated().map { Line(message: message, text: $0.element, isFirst: $0.offset == 0) }
        }
    }

    /// Draws the box over `screen`, listing `messages` (oldest first, as the state holds them).
    public mutating func draw(_ messages: [RunMessage], in screen: Rect, on canvas: Canvas) {
        let box = screen.inset(horizontal: 1, vertical: 1)
        guard box.width > 4, box.height > 4 else { return }
        canvas.fill(box, style: .plain)
        canvas.drawBox(box, style: .plain, title: "\(Self.title) (\(messages.count))", titleStyle: Style(bold: true))
        let inside = box.inset(horizontal: 2, vertical: 1)
        let list = inside.droppingBottom(2)
        canvas.put(Self.hint, in: inside.bottom(1), style: timeStyle, alignment: .center)
        guard !messages.isEmpty else {
            lineCount = 0
            canvas.put(Self.emptyText, in: list.row(0), style: timeStyle)
            return
        }
        let lines = Self.lines(messages, width: list.width)
        lineCount = lines.count
        visibleRows = max(1, list.height)
        scrollOffset = min(scrollOffset, max(0, lines.count - visibleRows))
        for (row, line) in lines.dropFirst(scrollOffset).prefix(list.height).enumerated() {
            let rect = list.row(row)
            if line.isFirst {
                canvas.put(line.message.clock, in: rect, style: timeStyle)
                canvas.put(line.message.label, in: rect.droppingLeft(10), style: style(of: line.message.kind))
            }
            canvas.put(line.text, in: rect.droppingLeft(Self.textColumn), style: .plain)
        }
        if scrollOffset + list.height < lines.count {
            canvas.put("↓ \(lines.count - scrollOffset - list.height) more lines", in: inside.bottom(2).row(0), style: timeStyle, alignment: .right)
        }
    }

    private func style(of kind: RunMessage.Kind) -> Style {
        switch kind {
        case .notice: .plain
        case .problem: problemStyle
        case .settings: settingsStyle
        }
    }
}
