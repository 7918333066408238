// The add dialog's suggestion list: details in one column, however long the names; the count of the rest.

import DisplayText
import Domain
@testable import Presentation
@testable import Screens
@testable import TUICore
import Testing
@testable import Widgets

@Suite struct InputDialogViewTests {
    /// The cell column where each suggestion's detail ("005930 · KOSPI …") starts.
    private func detailColumns(_ lines: [String]) -> [Int] {
        lines.compactMap { line in
            guard let range = line.range(of: #"\d{6} · KOSPI"#, options: .regularExpression) else { return nil }
            return DisplayWidth.of(line[..<range.lowerBound])
        }
    }

    @Test func detailsLineUpWhenANameIsLongerThanTheUsualColumn() {
        let harness = ScreenHarness(size: Size(width: 80, height: 16))
        harness.press(.character("a"))
        harness.type("삼성")
        let lines = harness.render()
        let columns = detailColumns(lines)
        #expect(columns.count == 2)
        #expect(Set(columns).count == 1)
        #expect(lines.contains { $0.contains("삼성바이오로직스  207940 · KOSPI") })
    }

    @Test func aNameWiderThanHalfTheDialogIsCutWithAnEllipsis() {
        let harness = ScreenHarness(size: Size(width: 40, height: 16))
        harness.press(.character("a"))
        harness.type("삼성")
        let lines = harness.render()
        #expect(Set(detailColumns(lines)).count == 1)
        #expect(lines.contains { $0.contains("삼성바이오…") })
        #expect(!lines.contains { $0.contains("삼성바이오로직스") })
    }

    /// The lines of `state` drawn on an 60×16 memory canvas, trailing blanks dropped.
    private func drawn(_ state: InputDialogState) -> [String] {
        let canvas = MemoryCanvas(size: Size(width: 60, height: 16))
        InputDialogView().draw(state, fieldScroll: 0, in: Rect(size: canvas.size), on: canvas)
        return canvas.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    private func state(listing count: Int, unlisted: Int) -> InputDialogState {
        var state = InputDialogState(title: "Add a stock", prompt: "Code", text: EditableText("0", maximumLength: 20))
        let entries = (0..<count).map { InputSuggestion(title: "종목\($0)", detail: "00000\($0) · KOSPI", value: "00000\($0)") }
        state.show(InputSuggestionList(entries, unlistedCount: unlisted))
        return state
    }

    @Test func theCountOfUnlistedMatchesGoesUnderTheList() throws {
        let lines = drawn(state(listing: 5, unlisted: 3))
        let last = try #require(lines.lastIndex { $0.contains("종목4") })
        #expect(lines[last + 1].contains("+3 more — keep typing"))
        let more = lines[last + 1]
        let title = lines[last]
        #expect(DisplayWidth.of(more[..<more.range(of: "+3")!.lowerBound]) == DisplayWidth.of(title[..<title.range(of: "종목4")!.lowerBound]))
    }

    @Test func noMoreLineWhenEveryMatchIsListed() {
        let lines = drawn(state(listing: 5, unlisted: 0))
        #expect(!lines.contains { $0.contains("more — keep typing") })
        #expect(lines.contains { $0.contains("종목4") })
    }

    @Test func suggestionsBeyondWhatTheViewShowsAreCountedToo() {
        let lines = drawn(state(listing: InputDialogState.visibleSuggestionCount + 2, unlisted: 1))
        #expect(!lines.contains { $0.contains("종목\(InputDialogState.visibleSuggestionCount)") })
        #expect(lines.contains { $0.contains("+3 more — keep typing") })
    }

    @Test func aPickPastTheFifthScrollsTheListAndShowsThePick() throws {
        var state = state(listing: 8, unlisted: 0)
        state.selectedSuggestion = 6
        let lines = drawn(state)
        #expect(!lines.contains { $0.contains("종목1") })
        #expect(lines.contains { $0.contains("  종목2") })
        #expect(lines.contains { $0.contains("› 종목6") })
        #expect(!lines.contains { $0.contains("종목7") })
        #expect(lines.contains { $0.contains("+1 more — keep typing") })
    }

    @Test func aLongPromptWrapsOntoTwoRowsAboveTheFieldInsteadOfBeingCut() throws {
        let prompt = "Quantity @ price [date YYYY-MM-DD]: \(PositionLotError.example)"
        let state = InputDialogState(title: "Add a lot", prompt: prompt, text: EditableText("10 @", maximumLength: 40))
        let lines = drawn(state)
        let first = try #require(lines.firstIndex { $0.contains("Quantity @ price") })
        #expect(lines[first + 1].contains("2026-11-30"), "the prompt's end is on its second row: \(lines)")
        #expect(lines[first + 2].contains("10 @"), "the field is under the prompt")
        #expect(!lines.joined().contains("…"))
    }

    /// The live-trading consent's prompt ends with what to type: cut at two rows, nobody could read it.
    @Test func aPromptOfFourRowsIsDrawnWhole() throws {
        let prompt = "Orders sent from here go to your real KIS account 5012-****-01 and spend real money. "
            + "To agree (once; recorded in config.json), type the account number in full:"
        let lines = drawn(InputDialogState(title: "LIVE trading — real money", prompt: prompt, text: EditableText("", maximumLength: 20)))
        let first = try #require(lines.firstIndex { $0.contains("Orders sent from here") })
        let last = try #require(lines.firstIndex { $0.contains("full:") }, "\(lines)")
        #expect(last - first == 3, "wrapped onto four rows at 60 columns: \(lines)")
        #expect(!lines.joined().contains("…"))
    }

    @Test func aMaskedDialogNeverDrawsItsTextOnlyOneDotPerCharacter() {
        // None of these characters is in the title, the prompt or the hint, so any of them drawn is the secret's.
        let secret = "Zq9+Wx=가나"
        let state = InputDialogState(title: "KIS set-up 3/5: app secret", prompt: "The key's app secret", text: EditableText(secret, maximumLength: 200), isMasked: true)
        let canvas = MemoryCanvas(size: Size(width: 60, height: 16))
        InputDialogView().draw(state, fieldScroll: 0, in: Rect(size: canvas.size), on: canvas)
        let cells = canvas.lines.joined()
        #expect(cells.contains(String(repeating: "•", count: secret.count)))
        for character in secret {
            #expect(!cells.contains(character), "\(character) of the secret was drawn")
        }
    }
}
