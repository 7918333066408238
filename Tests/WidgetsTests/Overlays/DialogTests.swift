// The dialog frame: centred over the screen, title in the border, error and hint lines, body area.

import DisplayText
import TUICore
import Testing
import Widgets

@Suite struct DialogTests {
    private let background = Style(foreground: .green)

    private func screen(width: Int, height: Int) -> MemoryCanvas {
        let canvas = MemoryCanvas(size: Size(width: width, height: height))
        for row in 0..<height {
            canvas.put(String(repeating: "#", count: width), at: Point(x: 0, y: row), style: background)
        }
        return canvas
    }

    @Test func drawsACentredBoxOverTheScreenAndReturnsTheBody() {
        let canvas = screen(width: 40, height: 9)
        var dialog = Dialog(title: "종목 추가", bodyHeight: 1)
        dialog.minimumWidth = 20
        dialog.maximumWidth = 30
        let body = dialog.draw(in: canvas.bounds, on: canvas)
        #expect(body == Rect(x: 7, y: 3, width: 26, height: 1))
        #expect(canvas.lines == [
            "########################################",
            "########################################",
            "#####┌─ 종목 추가 ────────────────┐#####",
            "#####│                            │#####",
            "#####│                            │#####",
            "#####│   Enter OK · Esc cancel    │#####",
            "#####└────────────────────────────┘#####",
            "########################################",
            "########################################",
        ])
        #expect(canvas.style(at: Point(x: 4, y: 3)) == background)
        #expect(canvas.style(at: Point(x: 7, y: 3)) == .plain)
    }

    @Test func promptAndTextFieldGoInTheBodyWithTheCursorOnTheCaret() {
        let canvas = screen(width: 40, height: 9)
        var dialog = Dialog(title: "새 관심목록", bodyHeight: 2, error: "이미 있는 이름입니다")
        dialog.maximumWidth = 30
        let body = dialog.draw(in: canvas.bounds, on: canvas)
        canvas.put("이름:", in: body.row(0), style: .plain)
        TextField(text: EditableText("반도체")).draw(in: body.row(1), on: canvas)
        #expect(canvas.lines[1...6] == [
            "#####┌─ 새 관심목록 ──────────────┐#####",
            "#####│ 이름:                      │#####",
            "#####│ 반도체                     │#####",
            "#####│ 이미 있는 이름입니다       │#####",
            "#####│   Enter OK · Esc cancel    │#####",
            "#####└────────────────────────────┘#####",
        ])
        #expect(canvas.cursor == Point(x: 13, y: 3))
        #expect(canvas.style(at: Point(x: 7, y: 4)) == dialog.errorStyle)
        #expect(canvas.style(at: Point(x: 10, y: 5)) == dialog.hintStyle)
    }

    @Test func sizesItselfToTheScreen() {
        let dialog = Dialog(title: "t", bodyHeight: 3)
        #expect(dialog.frame(in: Rect(size: Size(width: 120, height: 40))).size == Size(width: 60, height: 7))
        #expect(dialog.frame(in: Rect(size: Size(width: 50, height: 40))).width == 46)
        #expect(dialog.frame(in: Rect(size: Size(width: 32, height: 40))).width == 30)
        #expect(dialog.frame(in: Rect(size: Size(width: 24, height: 5))) == Rect(x: 0, y: 0, width: 24, height: 5))
    }

    @Test func aLongTitleAndErrorAreTruncatedInsideTheBox() {
        let canvas = MemoryCanvas(size: Size(width: 24, height: 5))
        var dialog = Dialog(title: "아주 긴 제목의 대화상자입니다", bodyHeight: 1, error: "네트워크 오류: 연결할 수 없습니다")
        dialog.minimumWidth = 20
        dialog.maximumWidth = 20
        dialog.draw(in: canvas.bounds, on: canvas)
        #expect(canvas.lines[0] == "  ┌─ 아주 긴 제목… ──┐  ")
        #expect(canvas.lines[2] == "  │ 네트워크 오류: … │  ")
        #expect(canvas.lines.allSatisfy { DisplayWidth.of($0) == 24 })
    }

    @Test func aLongErrorWrapsOntoMoreRowsAndTheBoxGrows() {
        let canvas = MemoryCanvas(size: Size(width: 40, height: 12))
        var dialog = Dialog(title: "New watchlist", bodyHeight: 1, error: "A watchlist name can take at most 20 cells (Korean letters take 2); this one takes 22.")
        dialog.maximumWidth = 40
        let body = dialog.draw(in: canvas.bounds, on: canvas)
        let lines = canvas.trimmedLines
        #expect(body.height == 1)
        #expect(Array(lines[4...6]) == [
            "  │ A watchlist name can take at     │",
            "  │ most 20 cells (Korean letters    │",
            "  │ take 2); this one takes 22.      │",
        ])
        #expect(lines[7].contains("Enter OK · Esc cancel"))
        #expect(dialog.frame(in: canvas.bounds).height == 1 + 3 + 3)
    }

    @Test func anErrorBeyondTheRowLimitEndsInAnEllipsis() {
        var dialog = Dialog(title: "t", bodyHeight: 1, error: String(repeating: "word ", count: 60))
        dialog.maximumWidth = 30
        dialog.maximumErrorLines = 2
        let canvas = MemoryCanvas(size: Size(width: 30, height: 12))
        dialog.draw(in: canvas.bounds, on: canvas)
        let errorRows = canvas.trimmedLines.filter { $0.contains("word") }
        #expect(errorRows.count == 2)
        #expect(errorRows.last?.contains("…") == true)
    }
}
