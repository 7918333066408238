// Draws an input dialog's state: prompt, text field with the caret, suggestions, error line, hint.

import DisplayText
import Presentation
import TUICore
import Widgets

/// The look of an `InputDialogState` over the screen:
///
/// ```
/// ┌─ Add a stock to 관심종목 ──────────────────────────┐
/// │ Code, name or 초성 (005930, 삼성전자, Samsung, ㅅㅅㅈㅈ) │
/// │ 카카_______________________________________________ │
/// │ › 카카오       035720 · KOSPI · Kakao Corp.          │
/// │   카카오뱅크   323410 · KOSPI · KakaoBank Corp.       │
/// │   +3 more — keep typing                             │
/// │ error line, or "checking…"                          │
/// │ Enter OK · ↑↓ pick · Esc cancel                     │
/// └─────────────────────────────────────────────────────┘
/// ```
/// A prompt too long for one row wraps, onto up to four. The suggestions shown are the state's
/// `visibleSuggestions` (they scroll with ↓ past the fifth). The "more" line appears only when more
/// matched than are shown above it. The real cursor sits on the caret, where a Korean IME draws the
/// syllable being composed. A masked state's field shows `•` per character, never its text.
public struct InputDialogView {
    /// The most rows a long prompt wraps onto (the last ends in an ellipsis if even they are too few).
    public static let maximumPromptLines = 4
    public var promptStyle = Style(dim: true)
    public var suggestionDetailStyle = Style(dim: true)
    public var pickedSuggestionStyle = Style(reverse: true)
    public var checkingStyle = Style(dim: true)
    public var moreSuggestionsStyle = Style(dim: true)

    public init() {}

    /// Draws `state` centred in `screen`; `fieldScroll` is the field's scroll offset from the last
    /// draw. Returns the offset used.
    @discardableResult
    public func draw(_ state: InputDialogState, fieldScroll: Int, in screen: Rect, on canvas: Canvas) -> Int {
        let shown = state.visibleSuggestions
        let suggestions = Array(state.suggestions[shown])
        let more = state.moreSuggestionsLine
        var dialog = Dialog(
            title: TextSanitizer.sanitize(state.title),
            bodyHeight: 0,
            error: state.statusLine,
            hint: suggestions.isEmpty ? "Enter OK · Esc cancel" : "Enter OK · ↑↓ pick · Esc cancel"
        )
        dialog.maximumWidth = 72
        let prompt = LineWrapping.lines(state.prompt, width: dialog.frame(in: screen).width - 4, limit: Self.maximumPromptLines)
        let top = prompt.count
        dialog.bodyHeight = top + 1 + suggestions.count + (more == nil ? 0 : 1)
        if state.errorMessage == nil { dialog.errorStyle = checkingStyle }
        let body = dialog.draw(in: screen, on: canvas)
        for (index, line) in prompt.enumerated() {
            canvas.put(line, in: body.row(index), style: promptStyle)
        }
        let longestTitle = suggestions.map { DisplayWidth.of(TextSanitizer.sanitize($0.title)) }.max() ?? 0
        let detailColumn = min(max(longestTitle + 4, 16), max(16, body.width / 2))
        for (row, suggestion) in suggestions.enumerated() {
            drawSuggestion(
                suggestion, picked: shown.lowerBound + row == state.selectedSuggestion, detailColumn: detailColumn,
                in: body.row(top + 1 + row), on: canvas
            )
        }
        if let more {
            canvas.put("  " + more, in: body.row(top + 1 + suggestions.count), style: moreSuggestionsStyle)
        }
        let field = TextField(text: state.text, isFocused: true, scrollOffset: fieldScroll, mask: state.isMasked ? TextField.secretMask : nil)
        return field.draw(in: body.row(top), on: canvas)
    }

    /// "› 카카오  035720 · KOSPI · Kakao": the title, then the detail dimmer from `detailColumn` (the
    /// same for every row, so details line up; a longer title is cut with an ellipsis); reversed when picked.
    private func drawSuggestion(_ suggestion: InputSuggestion, picked: Bool, detailColumn: Int, in row: Rect, on canvas: Canvas) {
        guard !row.isEmpty else { return }
        let rowStyle = picked ? pickedSuggestionStyle : .plain
        canvas.fill(row, style: rowStyle)
        let title = (picked ? "› " : "  ") + TextSanitizer.sanitize(suggestion.title)
        canvas.put(CellLayout.truncated(title, toCells: detailColumn - 2), in: row, style: rowStyle)
        guard !suggestion.detail.isEmpty else { return }
        let detailRect = row.droppingLeft(detailColumn)
        canvas.put(TextSanitizer.sanitize(suggestion.detail), in: detailRect, style: rowStyle.merging(suggestionDetailStyle))
    }
}
