// The text field widget: Hangul drawn with the caret on the right cell, sideways scrolling, key mapping.

import DisplayText
import TUICore
import Testing
import Widgets

@Suite struct TextFieldTests {
    private func drawn(_ text: EditableText, width: Int, previousOffset: Int = 0) -> (canvas: MemoryCanvas, offset: Int) {
        let canvas = MemoryCanvas(size: Size(width: width + 2, height: 1))
        let field = TextField(text: text, scrollOffset: previousOffset)
        let offset = field.draw(in: Rect(x: 1, y: 0, width: width, height: 1), on: canvas)
        return (canvas, offset)
    }

    @Test func drawsHangulWithTheCursorAfterTheLastSyllable() {
        let (canvas, offset) = drawn(EditableText("카카오"), width: 10)
        #expect(offset == 0)
        #expect(canvas.lines == [" 카카오     "])
        #expect(canvas.cursor == Point(x: 7, y: 0))
    }

    @Test func cursorSitsOnTheCaretInMixedText() {
        let text = EditableText("LG화학").applying(.moveLeft)
        let (canvas, _) = drawn(text, width: 10)
        #expect(canvas.cursor == Point(x: 5, y: 0))
    }

    @Test func fieldStyleCoversTheFieldOnly() {
        let (canvas, _) = drawn(EditableText("가"), width: 4)
        let underline = Style(underline: true)
        #expect(canvas.styleLine(0, legend: [.plain: ".", underline: "_"]) == ".____.")
    }

    @Test func longTextScrollsToKeepTheCaretAtTheEndVisible() {
        let text = EditableText(String(repeating: "가나", count: 10))
        let (canvas, offset) = drawn(text, width: 10)
        // The caret at the end needs a cell: 4 syllables (8 cells) and the caret fit in 10.
        #expect(offset == 16)
        #expect(canvas.lines == [" 가나가나   "])
        #expect(canvas.cursor == Point(x: 9, y: 0))
    }

    @Test func aWideCharacterIsNeverSplitAtTheRightEdge() {
        var text = EditableText(String(repeating: "한", count: 10))
        text.apply(.moveToStart)
        let (canvas, offset) = drawn(text, width: 9)
        #expect(offset == 0)
        #expect(canvas.lines == [" 한한한한  "])
        #expect(canvas.lines.allSatisfy { DisplayWidth.of($0) == 11 })
        #expect(canvas.cursor == Point(x: 1, y: 0))
    }

    @Test func movingLeftPastTheWindowScrollsLeft() {
        var text = EditableText("abcdefghij한글")
        for _ in 0..<8 { text.apply(.moveLeft) }
        let (canvas, offset) = drawn(text, width: 6, previousOffset: 7)
        #expect(offset == 4)
        #expect(canvas.lines == [" efghij "])
        #expect(canvas.cursor == Point(x: 1, y: 0))
    }

    @Test func previousOffsetIsKeptWhileTheCaretStaysInside() {
        var text = EditableText("abcdefghijkl")
        text.apply(.moveLeft)
        text.apply(.moveLeft)
        let (_, offset) = drawn(text, width: 6, previousOffset: 6)
        #expect(offset == 6)
    }

    @Test func scrollsBackWhenTheTextGetsShorter() {
        #expect(TextField.scrollOffset(previous: 16, widths: [2, 2, 2], caret: 3, fieldWidth: 10) == 0)
        #expect(TextField.scrollOffset(previous: 3, widths: [1, 1, 1, 1, 1, 1], caret: 6, fieldWidth: 5) == 2)
    }

    @Test func emptyFieldShowsItsPlaceholder() {
        let canvas = MemoryCanvas(size: Size(width: 20, height: 1))
        TextField(text: EditableText(), placeholder: "종목명 또는 코드").draw(in: canvas.bounds, on: canvas)
        #expect(canvas.trimmedLines == ["종목명 또는 코드"])
        #expect(canvas.style(at: .zero) == Style(dim: true, underline: true))
        #expect(canvas.cursor == .zero)
    }

    @Test func unfocusedFieldLeavesTheCursorHidden() {
        let canvas = MemoryCanvas(size: Size(width: 10, height: 1))
        TextField(text: EditableText("abc"), isFocused: false).draw(in: canvas.bounds, on: canvas)
        #expect(canvas.cursor == nil)
    }

    @Test func keysMapToEdits() {
        #expect(TextField.edit(for: .character("한")) == .insert("한"))
        #expect(TextField.edit(for: .paste("삼성\u{01}\r전자")) == .insert("삼성\u{01}\r전자"))
        #expect(TextField.edit(for: .insert) == nil)
        #expect(TextField.edit(for: .backspace) == .deleteBackward)
        #expect(TextField.edit(for: .delete) == .deleteForward)
        #expect(TextField.edit(for: .left) == .moveLeft)
        #expect(TextField.edit(for: .right) == .moveRight)
        #expect(TextField.edit(for: .home) == .moveToStart)
        #expect(TextField.edit(for: .control("a")) == .moveToStart)
        #expect(TextField.edit(for: .end) == .moveToEnd)
        #expect(TextField.edit(for: .control("e")) == .moveToEnd)
        #expect(TextField.edit(for: .control("u")) == .deleteToStart)
        #expect(TextField.edit(for: .control("k")) == .deleteToEnd)
        #expect(TextField.edit(for: .control("w")) == .deleteWordBackward)
        #expect(TextField.edit(for: .enter) == nil)
        #expect(TextField.edit(for: .escape) == nil)
        #expect(TextField.edit(for: .up) == nil)
    }

    @Test func typingThenBackspaceMovesTheCursorBack() {
        var text = EditableText()
        for key: Key in [.character("삼"), .character("성"), .backspace] {
            if let edit = TextField.edit(for: key) { text.apply(edit) }
        }
        let (canvas, _) = drawn(text, width: 8)
        #expect(canvas.trimmedLines == [" 삼"])
        #expect(canvas.cursor == Point(x: 3, y: 0))
    }
}

@Suite struct MaskedTextFieldTests {
    private let secret = "Ab12+/=가"

    private func drawn(_ text: EditableText, width: Int) -> (canvas: MemoryCanvas, offset: Int) {
        let canvas = MemoryCanvas(size: Size(width: width + 2, height: 1))
        let field = TextField(text: text, mask: TextField.secretMask)
        let offset = field.draw(in: Rect(x: 1, y: 0, width: width, height: 1), on: canvas)
        return (canvas, offset)
    }

    @Test func aSecretIsDrawnAsOneDotPerCharacterAndNeverItself() {
        let (canvas, _) = drawn(EditableText(secret), width: 20)
        #expect(canvas.lines == [" ••••••••             "])
        let drawnText = canvas.lines.joined()
        for character in secret {
            #expect(!drawnText.contains(character), "the secret's \(character) must never be drawn")
        }
        #expect(canvas.cursor == Point(x: 9, y: 0), "the caret follows the dots (a Hangul character is one dot, one cell)")
    }

    @Test func aLongSecretScrollsAsDotsAndTheCaretStaysInTheField() {
        let text = EditableText(String(repeating: "x", count: 30)).applying(.moveToStart).applying(.moveRight)
        let (canvas, offset) = drawn(text, width: 10)
        #expect(offset == 0)
        #expect(canvas.lines == [" •••••••••• "])
        #expect(canvas.cursor == Point(x: 2, y: 0))
    }
}
