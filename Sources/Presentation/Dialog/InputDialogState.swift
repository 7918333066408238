// Everything an input dialog shows, as one value per frame.

import DisplayText

/// What the input dialog looks like now: the view draws exactly this.
///
/// Draw `title` in the frame, `prompt` above the field, `text` in a text field, then the error line:
/// `errorMessage` if set, else `checkingText` while the caller's check runs. `visibleSuggestions` (a
/// window of `visibleSuggestionCount` that scrolls to keep the pick in view) go under the field with
/// `selectedSuggestion` highlighted, then `moreSuggestionsLine` when more matched than are shown. When
/// `isClosed`, the screen removes the dialog.
public struct InputDialogState: Hashable, Sendable {
    /// The dialog's heading, e.g. "Add a stock".
    public let title: String
    /// The line above the field, e.g. "Code or name (삼성전자, 005930, ㅅㅅㅈㅈ)".
    public let prompt: String
    /// The text being typed and its caret.
    public internal(set) var text: EditableText
    /// Whether the text is a secret (the KIS app secret): the view draws a `•` per character, never the text.
    public let isMasked: Bool
    /// Why the last Enter was refused, or nil. Typing clears it.
    public internal(set) var errorMessage: String?
    /// The matches listed under the field, best first (empty when the dialog has none).
    public internal(set) var suggestions: [InputSuggestion] = []
    /// How many more matches there are than `suggestions` lists.
    public internal(set) var unlistedSuggestionCount = 0
    /// The suggestion ↑/↓ picked, which Enter takes instead of the text; nil for the text itself.
    public internal(set) var selectedSuggestion: Int? {
        didSet { scrollToSelection() }
    }
    /// The first suggestion shown: the list scrolls so the pick stays among the shown ones.
    public private(set) var firstVisibleSuggestion = 0
    /// How the dialog ended, nil while it is open.
    public internal(set) var result: InputDialogResult?
    /// The caller's check that is running, by the number it was started with; an answer carrying
    /// another number is stale (superseded, or the text changed since) and ignored.
    var pendingCheck: Int?
    /// Whether the pending check completes the dialog when valid (Enter's), or only sets the error line (typing's).
    var checkCompletes = true
    /// How many checks were started, the source of `pendingCheck` numbers.
    var checksStarted = 0

    /// The text shown on the error line while the caller's check runs.
    public static let checkingText = "checking…"
    /// How many suggestions are shown under the field at once (↓ past the last scrolls the list).
    public static let visibleSuggestionCount = 5

    init(title: String, prompt: String, text: EditableText, isMasked: Bool = false) {
        self.title = title
        self.prompt = prompt
        self.text = text
        self.isMasked = isMasked
    }

    /// True while the caller's check of the submitted value is pending.
    public var isChecking: Bool { pendingCheck != nil && checkCompletes }

    /// True once the dialog has ended (`result` is set): the screen should remove it.
    public var isClosed: Bool { result != nil }

    /// What goes on the error line: the error, else "checking…" while checking, else nil.
    public var statusLine: String? { errorMessage ?? (isChecking ? Self.checkingText : nil) }

    /// The line under the suggestions when `count` matches are not listed: "+3 more — keep typing".
    public static func moreSuggestionsText(count: Int) -> String { "+\(count) more — keep typing" }

    /// The positions in `suggestions` shown now: at most `visibleSuggestionCount` from `firstVisibleSuggestion`.
    public var visibleSuggestions: Range<Int> {
        firstVisibleSuggestion..<min(suggestions.count, firstVisibleSuggestion + Self.visibleSuggestionCount)
    }

    /// `moreSuggestionsText` for the matches below the shown ones (listed further down, or not listed at
    /// all), nil when there are none.
    public var moreSuggestionsLine: String? {
        let below = unlistedSuggestionCount + suggestions.count - visibleSuggestions.upperBound
        return below > 0 ? Self.moreSuggestionsText(count: below) : nil
    }

    /// Shows `list` under the field (an empty text lists nothing), from its first entry.
    mutating func show(_ list: InputSuggestionList) {
        suggestions = list.entries
        unlistedSuggestionCount = list.unlistedCount
        firstVisibleSuggestion = 0
    }

    /// Moves the window the least that puts the pick in it (back to the top without a pick).
    private mutating func scrollToSelection() {
        guard let picked = selectedSuggestion else {
            firstVisibleSuggestion = 0
            return
        }
        if picked < firstVisibleSuggestion { firstVisibleSuggestion = picked }
        if picked >= firstVisibleSuggestion + Self.visibleSuggestionCount { firstVisibleSuggestion = picked - Self.visibleSuggestionCount + 1 }
    }
}
