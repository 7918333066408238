// Everything an input dialog shows, as one value per frame.

import DisplayText

/// What the input dialog looks like now: the view draws exactly this.
///
/// Draw `title` in the frame, `prompt` above the field, `text` in a text field, then the error line:
/// `errorMessage` if set, else `checkingText` while the caller's check runs. `suggestions` go under the
/// field with `selectedSuggestion` highlighted, then `moreSuggestionsLine` when more matched than are
/// listed. When `isClosed`, the screen removes the dialog.
public struct InputDialogState: Hashable, Sendable {
    /// The dialog's heading, e.g. "Add a stock".
    public let title: String
    /// The line above the field, e.g. "Code or name (삼성전자, 005930, ㅅㅅㅈㅈ)".
    public let prompt: String
    /// The text being typed and its caret.
    public internal(set) var text: EditableText
    /// Why the last Enter was refused, or nil. Typing clears it.
    public internal(set) var errorMessage: String?
    /// The matches listed under the field, best first (empty when the dialog has none).
    public internal(set) var suggestions: [InputSuggestion] = []
    /// How many more matches there are than `suggestions` lists.
    public internal(set) var unlistedSuggestionCount = 0
    /// The suggestion ↑/↓ picked, which Enter takes instead of the text; nil for the text itself.
    public internal(set) var selectedSuggestion: Int?
    /// How the dialog ended, nil while it is open.
    public internal(set) var result: InputDialogResult?
    /// The caller's check that is running, by the number it was started with; an answer carrying
    /// another number is stale (superseded, or the text changed since) and ignored.
    var pendingCheck: Int?
    /// How many checks were started, the source of `pendingCheck` numbers.
    var checksStarted = 0

    /// The text shown on the error line while the caller's check runs.
    public static let checkingText = "checking…"

    init(title: String, prompt: String, text: EditableText) {
        self.title = title
        self.prompt = prompt
        self.text = text
    }

    /// True while the caller's check of the submitted value is pending.
    public var isChecking: Bool { pendingCheck != nil }

    /// True once the dialog has ended (`result` is set): the screen should remove it.
    public var isClosed: Bool { result != nil }

    /// What goes on the error line: the error, else "checking…" while checking, else nil.
    public var statusLine: String? { errorMessage ?? (isChecking ? Self.checkingText : nil) }

    /// The line under the suggestions when `count` matches are not listed: "+3 more — keep typing".
    public static func moreSuggestionsText(count: Int) -> String { "+\(count) more — keep typing" }

    /// `moreSuggestionsText` for the unlisted matches, nil when every match is listed.
    public var moreSuggestionsLine: String? {
        unlistedSuggestionCount > 0 ? Self.moreSuggestionsText(count: unlistedSuggestionCount) : nil
    }

    /// Shows `list` under the field (an empty text lists nothing).
    mutating func show(_ list: InputSuggestionList) {
        suggestions = list.entries
        unlistedSuggestionCount = list.unlistedCount
    }
}
