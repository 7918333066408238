// The suggestion window of an input dialog: five shown at a time, scrolled to keep the pick in view.

import DisplayText
@testable import Presentation
import Testing

@Suite struct InputDialogStateTests {
    /// A state listing `count` suggestions (종목0 …) and `unlisted` more not listed.
    private func state(listing count: Int, unlisted: Int = 0) -> InputDialogState {
        var state = InputDialogState(title: "Add a stock", prompt: "Code", text: EditableText("0", maximumLength: 20))
        let entries = (0..<count).map { InputSuggestion(title: "종목\($0)", detail: "", value: "\($0)") }
        state.show(InputSuggestionList(entries, unlistedCount: unlisted))
        return state
    }

    @Test func showsTheFirstFiveAndCountsTheRestBelow() {
        let state = state(listing: 8, unlisted: 2)
        #expect(state.visibleSuggestions == 0..<5)
        #expect(state.moreSuggestionsLine == "+5 more — keep typing")
    }

    @Test func picksPastTheFifthScrollTheListOneAtATime() {
        var state = state(listing: 8, unlisted: 2)
        state.selectedSuggestion = 4
        #expect(state.visibleSuggestions == 0..<5)
        state.selectedSuggestion = 5
        #expect(state.visibleSuggestions == 1..<6)
        #expect(state.moreSuggestionsLine == "+4 more — keep typing")
        state.selectedSuggestion = 7
        #expect(state.visibleSuggestions == 3..<8)
        #expect(state.moreSuggestionsLine == "+2 more — keep typing")
    }

    @Test func goingBackUpScrollsBackAndNoPickReturnsToTheTop() {
        var state = state(listing: 8)
        state.selectedSuggestion = 7
        state.selectedSuggestion = 2
        #expect(state.visibleSuggestions == 2..<7)
        state.selectedSuggestion = nil
        #expect(state.visibleSuggestions == 0..<5)
        #expect(state.moreSuggestionsLine == "+3 more — keep typing")
    }

    @Test func aNewListStartsAtTheTop() {
        var state = state(listing: 8)
        state.selectedSuggestion = 7
        state.show(InputSuggestionList((0..<3).map { InputSuggestion(title: "새\($0)", detail: "", value: "\($0)") }))
        #expect(state.visibleSuggestions == 0..<3)
        #expect(state.moreSuggestionsLine == nil)
    }
}
