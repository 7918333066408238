// One editing action on a single-line text field, as a value a view model can receive as input.

/// An editing action on `EditableText`. The TUI maps keys to these (Backspace → `.deleteBackward`,
/// Ctrl-U → `.deleteToStart`, …) so a view model's input stays free of terminal types.
public enum TextEdit: Hashable, Sendable {
    /// Inserts text at the caret (typed characters or a paste).
    case insert(String)
    /// Backspace: removes the character before the caret.
    case deleteBackward
    /// Delete: removes the character at the caret.
    case deleteForward
    case moveLeft
    case moveRight
    /// Home, Ctrl-A.
    case moveToStart
    /// End, Ctrl-E.
    case moveToEnd
    /// Ctrl-U: removes everything before the caret.
    case deleteToStart
    /// Ctrl-K: removes everything from the caret on.
    case deleteToEnd
    /// Ctrl-W: removes the word before the caret and the spaces after it.
    case deleteWordBackward
}
