// The status bar: both sides drawn, the left truncated first when narrow, the right kept.

import DisplayText
import TUICore
import Testing
import Widgets

@Suite struct StatusBarTests {
    private let bar = StatusBar(
        left: [StatusSegment("모의 시세"), StatusSegment(" · 09:31:02 갱신"), StatusSegment(" 연결 끊김", style: Style(foreground: .red))],
        right: [StatusSegment("? 도움말 q 종료")],
        style: .plain
    )

    private func drawn(_ bar: StatusBar, width: Int) -> MemoryCanvas {
        let canvas = MemoryCanvas(size: Size(width: width, height: 1))
        bar.draw(in: canvas.bounds, on: canvas)
        return canvas
    }

    @Test func wideEnoughShowsBothSides() {
        let canvas = drawn(bar, width: 60)
        #expect(canvas.lines == ["모의 시세 · 09:31:02 갱신 연결 끊김          ? 도움말 q 종료"])
        #expect(DisplayWidth.of(canvas.lines[0]) == 60)
    }

    @Test func narrowTruncatesTheLeftAndKeepsTheRight() {
        let canvas = drawn(bar, width: 36)
        #expect(canvas.lines == ["모의 시세 · 09:31:0… ? 도움말 q 종료"])
    }

    @Test func truncationInsideAWideCharacterLeavesItOut() {
        let canvas = drawn(bar, width: 25)
        #expect(canvas.lines == ["모의 시…  ? 도움말 q 종료"])
    }

    @Test func segmentStylesAreDrawnOverTheBarStyle() {
        var reversed = bar
        reversed.style = Style(reverse: true)
        let canvas = drawn(reversed, width: 60)
        let legend: [Style: Character] = [Style(reverse: true): "r", Style(foreground: .red, reverse: true): "R"]
        #expect(canvas.styleLine(0, legend: legend)
            == String(repeating: "r", count: 25) + String(repeating: "R", count: 10) + String(repeating: "r", count: 25))
    }

    @Test func rightAloneTooWideIsTruncatedToo() {
        let canvas = drawn(bar, width: 10)
        #expect(canvas.lines == ["? 도움말 …"])
    }

    @Test func leftOnlyUsesTheWholeRow() {
        let canvas = drawn(StatusBar(left: [StatusSegment("삼성전자 추가됨")], style: .plain), width: 16)
        #expect(canvas.lines == ["삼성전자 추가됨 "])
    }
}
