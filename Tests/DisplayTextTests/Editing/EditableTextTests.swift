// Editing a single line: caret movement by grapheme, deletions, Ctrl shortcuts, paste, maximum length.

import DisplayText
import Testing

@Suite struct EditableTextTests {
    private func edited(_ initial: String, _ edits: [TextEdit], maximumLength: Int? = nil) -> EditableText {
        var text = EditableText(initial, maximumLength: maximumLength)
        for edit in edits { text.apply(edit) }
        return text
    }

    @Test func startsWithTheCaretAtTheEnd() {
        let text = EditableText("카카오")
        #expect(text.caret == 3)
        #expect(text.beforeCaret == "카카오")
        #expect(EditableText().isEmpty)
    }

    @Test func typingHangulInsertsAtTheCaret() {
        let text = edited("", [.insert("카"), .insert("카"), .insert("오")])
        #expect(text.text == "카카오")
        #expect(text.caret == 3)
    }

    @Test func insertsInTheMiddle() {
        let text = edited("삼전자", [.moveLeft, .moveLeft, .insert("성")])
        #expect(text.text == "삼성전자")
        #expect(text.caret == 2)
    }

    @Test func aWideCharacterOrEmojiIsOneCaretStep() {
        var text = EditableText("a한👨‍👩‍👧b")
        text.apply(.moveLeft)
        text.apply(.moveLeft)
        #expect(text.beforeCaret == "a한")
        text.apply(.deleteForward)
        #expect(text.text == "a한b")
        text.apply(.deleteBackward)
        #expect(text.text == "ab")
        #expect(text.caret == 1)
    }

    @Test func backspaceAtTheStartAndDeleteAtTheEndDoNothing() {
        #expect(edited("ab", [.moveToStart, .deleteBackward]) == edited("ab", [.moveToStart]))
        #expect(edited("ab", [.deleteForward]).text == "ab")
    }

    @Test func movementStopsAtTheEnds() {
        #expect(edited("ab", [.moveRight]).caret == 2)
        #expect(edited("ab", [.moveLeft, .moveLeft, .moveLeft]).caret == 0)
        #expect(edited("ab", [.moveToStart, .moveToEnd]).caret == 2)
    }

    @Test func deleteToStartAndToEnd() {
        let start = edited("삼성 전자", [.moveLeft, .moveLeft, .deleteToStart])
        #expect(start.text == "전자")
        #expect(start.caret == 0)
        let end = edited("삼성 전자", [.moveLeft, .moveLeft, .deleteToEnd])
        #expect(end.text == "삼성 ")
        #expect(end.caret == 3)
    }

    @Test func deleteWordBackwardRemovesTheWordAndTrailingSpaces() {
        #expect(edited("삼성 전자  ", [.deleteWordBackward]).text == "삼성 ")
        #expect(edited("삼성 전자", [.deleteWordBackward, .deleteWordBackward]).text == "")
        let middle = edited("alpha beta gamma", [.moveLeft, .moveLeft, .moveLeft, .moveLeft, .moveLeft, .moveLeft, .deleteWordBackward])
        #expect(middle.text == "alpha  gamma")
        #expect(middle.caret == 6)
    }

    @Test func pasteIsSanitisedAndStopsAtTheMaximumLength() {
        let text = edited("ab", [.insert("12\n34\u{1B}[31m56")], maximumLength: 6)
        #expect(text.text == "ab12 3")
        #expect(text.caret == 6)
        #expect(edited("ab", [.insert("x")], maximumLength: 2).text == "ab")
    }

    @Test func anInsertSaysHowManyCharactersDidNotFit() {
        var text = EditableText("ab", maximumLength: 5)
        #expect(text.apply(.insert("가나다라")) == 1)
        #expect(text.text == "ab가나다")
        #expect(text.cutNotice(leftOut: 1) == "cut to 5 characters: 1 left out")
        #expect(text.apply(.insert("x")) == 1)
        #expect(text.apply(.deleteBackward) == 0)
        #expect(text.apply(.insert("\u{01}\u{02}y")) == 0, "controls are dropped before counting")
        #expect(text.cutNotice(leftOut: 0) == nil)
        #expect(EditableText("ab").cutNotice(leftOut: 3) == nil, "no limit, nothing cut")
    }

    @Test func longPasteInTheMiddleKeepsTheTail() {
        let paste = String(repeating: "가", count: 1_000)
        let text = edited("[]", [.moveLeft, .insert(paste)])
        #expect(text.text.count == 1_002)
        #expect(text.text.last == "]")
        #expect(text.caret == 1_001)
    }

    @Test func initialTextIsCutToTheMaximumLength() {
        let text = EditableText("123456", maximumLength: 4)
        #expect(text.text == "1234")
        #expect(text.caret == 4)
    }

    @Test func combiningInsertJoinsThePreviousCharacter() {
        let text = edited("e", [.insert("\u{301}")])
        #expect(text.text == "e\u{301}")
        #expect(text.caret == 1)
    }

    @Test func applyingReturnsAnEditedCopy() {
        let original = EditableText("ab")
        #expect(original.applying(.deleteBackward).text == "a")
        #expect(original.text == "ab")
    }
}
