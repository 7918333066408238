// The text and caret of a single-line text field: the state a dialog's view model owns.

/// A single line of text being edited, with a caret counted in grapheme clusters, so a Hangul
/// syllable, an emoji or a letter with its combining marks is one step of ←/→ and one Backspace.
///
/// Inserted text is sanitised (`TextSanitizer`: no controls; line breaks and tabs become spaces) and
/// cut to `maximumLength` characters, so a long paste fills the field and stops.
public struct EditableText: Hashable, Sendable {
    /// The text.
    public private(set) var text: String
    /// The caret: the number of characters before it, `0...text.count`.
    public private(set) var caret: Int
    /// The most characters the text may hold, or nil for no limit.
    public let maximumLength: Int?

    /// A field holding `text` (sanitised and cut to `maximumLength`) with the caret at its end.
    public init(_ text: String = "", maximumLength: Int? = nil) {
        self.maximumLength = maximumLength.map { max(0, $0) }
        let cleaned = TextSanitizer.sanitize(text)
        self.text = self.maximumLength.map { String(cleaned.prefix($0)) } ?? cleaned
        self.caret = self.text.count
    }

    /// The text before the caret.
    public var beforeCaret: Substring { text.prefix(caret) }

    /// Whether the text is empty.
    public var isEmpty: Bool { text.isEmpty }

    /// Applies one editing action. Returns how many characters of an insert did not fit in
    /// `maximumLength` and were left out (0 for every other edit), so the field can say it was cut.
    @discardableResult
    public mutating func apply(_ edit: TextEdit) -> Int {
        switch edit {
        case .insert(let inserted): return insert(inserted)
        case .deleteBackward: replace(caret - 1..<caret)
        case .deleteForward: replace(caret..<caret + 1)
        case .moveLeft: caret = max(0, caret - 1)
        case .moveRight: caret = min(text.count, caret + 1)
        case .moveToStart: caret = 0
        case .moveToEnd: caret = text.count
        case .deleteToStart: replace(0..<caret)
        case .deleteToEnd: replace(caret..<text.count)
        case .deleteWordBackward: replace(wordStart(before: caret)..<caret)
        }
        return 0
    }

    /// What a field says when an insert (a paste, mostly) was cut: `leftOut` characters did not fit.
    /// Nil when nothing was left out.
    public func cutNotice(leftOut: Int) -> String? {
        guard leftOut > 0, let maximumLength else { return nil }
        return "cut to \(maximumLength) characters: \(leftOut) left out"
    }

    /// The same text after `edit`.
    public func applying(_ edit: TextEdit) -> EditableText {
        var copy = self
        copy.apply(edit)
        return copy
    }

    private mutating func insert(_ inserted: String) -> Int {
        var cleaned = TextSanitizer.sanitize(inserted)
        var leftOut = 0
        if let maximumLength {
            let fitting = max(0, maximumLength - text.count)
            leftOut = max(0, cleaned.count - fitting)
            cleaned = String(cleaned.prefix(fitting))
        }
        guard !cleaned.isEmpty else { return leftOut }
        let before = text.prefix(caret) + cleaned
        text = String(before + text.dropFirst(caret))
        // Counting afterwards keeps the caret right when the insert joins the character before it.
        caret = before.count
        return leftOut
    }

    /// Removes the characters in `range` (clamped to the text) and puts the caret where they were.
    private mutating func replace(_ range: Range<Int>) {
        let lower = max(0, range.lowerBound)
        let upper = min(text.count, range.upperBound)
        guard lower < upper else { return }
        text = String(text.prefix(lower) + text.dropFirst(upper))
        caret = lower
    }

    /// Where Ctrl-W stops: back over spaces, then back over the word before them.
    private func wordStart(before position: Int) -> Int {
        let characters = Array(text.prefix(position))
        var start = characters.count
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        return start
    }
}
