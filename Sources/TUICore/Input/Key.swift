// One key press, decoded from the terminal.

/// A key press (or mouse event, or paste) as the app sees it. The terminal decodes ncurses' `get_wch`
/// results into these.
public enum Key: Hashable, Sendable {
    /// Typed text: any Unicode character, Hangul syllables included (one per syllable from the IME).
    case character(Character)
    case enter
    case escape
    case tab
    /// Shift-Tab.
    case backTab
    case backspace
    /// The Delete (forward delete) key.
    case delete
    /// The Insert key (no text field uses it; decoded so its sequence never lands as text).
    case insert
    case up
    case down
    case left
    case right
    case home
    case end
    case pageUp
    case pageDown
    /// F1–F12: `.function(1)` is F1.
    case function(Int)
    /// Ctrl with a letter, given in lowercase: Ctrl-U is `.control("u")`.
    case control(Character)
    /// Alt (or Esc then the key) with a character.
    case alt(Character)
    /// A bracketed paste: everything between the terminal's `ESC [200~` and `ESC [201~`, as it came
    /// (line breaks and controls included: a text field's insert sanitises them, and none of them
    /// acts as a key).
    case paste(String)
    /// A mouse press or wheel step (only while the mouse is turned on: `--mouse`).
    case mouse(MouseEvent)
    /// The terminal changed size; the new size is the terminal's current one.
    case resize
}
