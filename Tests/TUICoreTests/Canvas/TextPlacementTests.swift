// The plain fast path of text placement: which symbols it takes, and that it measures as DisplayWidth does.

import DisplayText
@testable import TUICore
import Testing

@Suite struct TextPlacementTests {
    /// Every scalar outside ASCII and the Hangul syllables that the fast path takes.
    private let narrowSymbols = (0x80...0xFFFF).filter { TextPlacement.isNarrowSymbol(UInt32($0)) }.compactMap(Unicode.Scalar.init)

    @Test func theWatchlistsSeparatorsMarkersAndDashesAreNarrowSymbols() {
        for symbol: Unicode.Scalar in ["·", "—", "…", "†", "↑", "↓", "▲", "▼", "●", "○", "│", "█", "⣿"] {
            #expect(TextPlacement.isNarrowSymbol(symbol.value), "\(symbol)")
        }
        for other: Unicode.Scalar in ["\u{A0}", "\u{AD}", "\u{200D}", "\u{2028}", "◽", "◾", "가", "ㄱ", "€", "✔"] {
            #expect(!TextPlacement.isNarrowSymbol(other.value), "\(other)")
        }
    }

    @Test func everyNarrowSymbolTakesOneCellAsDisplayWidthMeasuresIt() {
        #expect(narrowSymbols.count > 500)
        let wrong = narrowSymbols.filter { DisplayWidth.of($0) != 1 || DisplayWidth.of(String($0)) != 1 }
        #expect(wrong.isEmpty, "\(wrong.map { String($0.value, radix: 16) })")
    }

    @Test func noNarrowSymbolJoinsItsNeighbourIntoOneCluster() {
        let neighbours = ["A", " ", "가", "힣", "·", "—", "●", "│", "⣿"]
        let joined = narrowSymbols.filter { symbol in
            neighbours.contains { (String(symbol) + $0).count != 2 || ($0 + String(symbol)).count != 2 }
        }
        #expect(joined.isEmpty, "\(joined.map { String($0.value, radix: 16) })")
    }

    @Test func plainTextWithSymbolsMeasuresAndPlacesAsTheGraphemePathDoes() {
        let text = "관심종목 · 41 stocks — 삼성전자 ● ▲ +1,500 …"
        #expect(TextPlacement.width(of: text) == DisplayWidth.of(text))
        var placed: [(Int, Character, Int)] = []
        let cells = TextPlacement.place(text, at: Point(x: 1, y: 0), clippedTo: Rect(x: 0, y: 0, width: 80, height: 1)) {
            placed.append(($0, $1, $2))
        }
        #expect(cells == DisplayWidth.of(text))
        #expect(String(placed.map(\.1)) == text)
        var column = 1
        for (start, character, width) in placed {
            #expect(start == column && width == DisplayWidth.of(character), "\(character)")
            column += width
        }
    }
}
