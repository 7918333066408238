// The help overlay: a centred boxed key table sized to its content and clamped to the screen.

import DisplayText
import TUICore
import Testing
import Widgets

@Suite struct HelpOverlayTests {
    private let overlay = HelpOverlay(
        title: "도움말",
        entries: [HelpEntry("↑/↓ j/k", "종목 선택"), HelpEntry("a", "종목 추가"), HelpEntry("q", "종료")]
    )

    @Test func drawsABoxedKeyTableInTheMiddle() {
        let canvas = MemoryCanvas(size: Size(width: 30, height: 9))
        overlay.draw(in: canvas.bounds, on: canvas)
        #expect(canvas.lines == [
            "                              ",
            "    ┌─ 도움말 ───────────┐    ",
            "    │ ↑/↓ j/k  종목 선택 │    ",
            "    │ a        종목 추가 │    ",
            "    │ q        종료      │    ",
            "    │                    │    ",
            "    │     Esc close      │    ",
            "    └────────────────────┘    ",
            "                              ",
        ])
        #expect(canvas.style(at: Point(x: 6, y: 2)) == overlay.keyStyle)
        #expect(canvas.style(at: Point(x: 15, y: 2)) == overlay.descriptionStyle)
        #expect(canvas.lines.allSatisfy { DisplayWidth.of($0) == 30 })
    }

    @Test func aDescriptionTooWideWrapsUnderItselfInsteadOfBeingCut() {
        let canvas = MemoryCanvas(size: Size(width: 18, height: 9))
        overlay.draw(in: canvas.bounds, on: canvas)
        #expect(canvas.lines == [
            "┌─ 도움말 ───────┐",
            "│ ↑/↓ j/k  종목  │",
            "│          선택  │",
            "│ a        종목  │",
            "│          추가  │",
            "│ q        종료  │",
            "│                │",
            "│   Esc close    │",
            "└────────────────┘",
        ])
        #expect(canvas.lines.allSatisfy { DisplayWidth.of($0) == 18 })
    }

    @Test func aScreenTooShortForEveryKeyScrollsAndSaysHow() {
        let canvas = MemoryCanvas(size: Size(width: 60, height: 5))
        var scrolled = overlay
        overlay.draw(in: canvas.bounds, on: canvas)
        let lines = canvas.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        #expect(lines.contains { $0.contains("↑/↓ j/k  종목 선택") })
        #expect(!lines.contains { $0.contains("종목 추가") })
        #expect(lines.contains { $0.contains("↑ ↓ PgUp PgDn g G scroll · Esc close") })
        scrolled.firstLine = 99
        #expect(scrolled.clampedFirstLine(in: canvas.bounds) == 2, "three rows, one shown: the last is the furthest down")
        scrolled.firstLine = scrolled.clampedFirstLine(in: canvas.bounds)
        scrolled.draw(in: canvas.bounds, on: canvas)
        #expect(canvas.lines.contains { $0.contains("q        종료") })
        #expect(!canvas.lines.contains { $0.contains("종목 선택") })
    }
}
