// A single-line text field widget: draws an EditableText, scrolls sideways, places the caret.

import DisplayText
import TUICore

/// Draws an `EditableText` into a one-row rectangle. Long text scrolls sideways so the caret is
/// always visible; a wide character is never split at either edge. When focused, the canvas cursor
/// is put on the caret's cell, where a Korean IME draws the syllable being composed. With a `mask`
/// (a secret), the field draws the mask once per character and never the text itself.
public struct TextField: Widget {
    public var text: EditableText
    public var isFocused: Bool
    /// The first character shown, as returned by the last `draw`.
    public var scrollOffset: Int
    /// The style of the whole field (the default underline shows its extent on any terminal).
    public var style = Style(underline: true)
    /// Shown, in `placeholderStyle`, while the text is empty.
    public var placeholder: String
    public var placeholderStyle = Style(dim: true, underline: true)
    /// Drawn in place of every character of a secret (one cell wide, e.g. `•`); nil draws the text.
    public var mask: Character?

    /// The mask of secret fields.
    public static let secretMask: Character = "•"

    public init(text: EditableText, isFocused: Bool = true, scrollOffset: Int = 0, placeholder: String = "", mask: Character? = nil) {
        self.text = text
        self.isFocused = isFocused
        self.scrollOffset = scrollOffset
        self.placeholder = placeholder
        self.mask = mask
    }

    /// The editing action a key stands for in a text field, or nil for keys it does not handle. A paste
    /// is one insert (its controls dropped by `EditableText`, none of them acting as a key).
    public static func edit(for key: Key) -> TextEdit? {
        switch key {
        case .character(let character): return .insert(String(character))
        case .paste(let text): return .insert(text)
        case .backspace: return .deleteBackward
        case .delete: return .deleteForward
        case .left: return .moveLeft
        case .right: return .moveRight
        case .home, .control("a"): return .moveToStart
        case .end, .control("e"): return .moveToEnd
        case .control("u"): return .deleteToStart
        case .control("k"): return .deleteToEnd
        case .control("w"): return .deleteWordBackward
        default: return nil
        }
    }

    /// The first character to show in a field `fieldWidth` cells wide: the caret's cell stays inside,
    /// moving as little as possible from `previous`, and scrolling back when the text's end would
    /// leave blank cells. `widths` are the characters' display widths.
    public static func scrollOffset(previous: Int, widths: [Int], caret: Int, fieldWidth: Int) -> Int {
        guard fieldWidth > 0 else { return caret }
        var offset = min(max(0, previous), caret)
        var beforeCaret = widths[offset..<caret].reduce(0, +)
        while offset < caret, beforeCaret + 1 > fieldWidth {
            beforeCaret -= widths[offset]
            offset += 1
        }
        let caretCell = caret == widths.count ? 1 : 0
        var shown = widths[offset...].reduce(0, +) + caretCell
        while offset > 0, shown + widths[offset - 1] <= fieldWidth {
            offset -= 1
            shown += widths[offset]
        }
        return offset
    }

    /// Draws the field into the first row of `rect` and, when focused, moves the cursor to the caret.
    /// Returns the scroll offset used.
    @discardableResult
    public func draw(in rect: Rect, on canvas: Canvas) -> Int {
        let field = rect.row(0)
        guard !field.isEmpty else { return scrollOffset }
        canvas.fill(field, style: style)
        let shown = mask.map { String(repeating: $0, count: text.text.count) } ?? text.text
        let widths = shown.map(DisplayWidth.of)
        let offset = Self.scrollOffset(previous: scrollOffset, widths: widths, caret: text.caret, fieldWidth: field.width)
        if text.isEmpty {
            canvas.put(placeholder, at: field.origin, style: placeholderStyle, clippedTo: field)
        } else {
            canvas.put(String(shown.dropFirst(offset)), at: field.origin, style: style, clippedTo: field)
        }
        if isFocused {
            let caretColumn = field.x + widths[offset..<text.caret].reduce(0, +)
            canvas.cursor = Point(x: min(caretColumn, field.maxX - 1), y: field.y)
        }
        return offset
    }
}
