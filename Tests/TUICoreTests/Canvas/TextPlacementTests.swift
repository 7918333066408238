// The plain fast path of text placement: it places and measures as the grapheme path does.

import DisplayText
@testable import TUICore
import Testing

@Suite struct TextPlacementTests {
    @Test func plainTextWithSymbolsMeasuresAndPlacesAsTheGraphemePathDoes() {
        let text = "관심종목 · 41 stocks — 삼성전자 ● ▲ +1,500 …"
        let graphemeWidth = text.reduce(0) { $0 + DisplayWidth.of($1) }
        #expect(DisplayWidth.of(text) == graphemeWidth)
        var placed: [(Int, Character, Int)] = []
        let cells = TextPlacement.place(text, at: Point(x: 1, y: 0), clippedTo: Rect(x: 0, y: 0, width: 80, height: 1)) {
            placed.append(($0, $1, $2))
        }
        #expect(cells == graphemeWidth)
        #expect(String(placed.map(\.1)) == text)
        var column = 1
        for (start, character, width) in placed {
            #expect(start == column && width == DisplayWidth.of(character), "\(character)")
            column += width
        }
    }
}
