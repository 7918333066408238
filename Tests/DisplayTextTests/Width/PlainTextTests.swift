// Plain text: which symbols it takes, that each is one cell and a cluster of its own, and its widths.

import DisplayText
import Testing

@Suite struct PlainTextTests {
    /// Every scalar outside ASCII and the Hangul syllables that the plain path takes.
    private let narrowSymbols = (0x80...0xFFFF).filter { PlainText.isNarrowSymbol(UInt32($0)) }.compactMap(Unicode.Scalar.init)

    @Test func theWatchlistsSeparatorsMarkersAndDashesAreNarrowSymbols() {
        for symbol: Unicode.Scalar in ["·", "—", "…", "†", "↑", "↓", "▲", "▼", "●", "○", "│", "█", "⣿"] {
            #expect(PlainText.isNarrowSymbol(symbol.value), "\(symbol)")
        }
        for other: Unicode.Scalar in ["\u{A0}", "\u{AD}", "\u{200D}", "\u{2028}", "◽", "◾", "가", "ㄱ", "€", "✔"] {
            #expect(!PlainText.isNarrowSymbol(other.value), "\(other)")
        }
    }

    @Test func everyNarrowSymbolTakesOneCellAsDisplayWidthMeasuresIt() {
        #expect(narrowSymbols.count > 500)
        let wrong = narrowSymbols.filter { DisplayWidth.of($0) != 1 || DisplayWidth.of(Character($0)) != 1 }
        #expect(wrong.isEmpty, "\(wrong.map { String($0.value, radix: 16) })")
    }

    @Test func noNarrowSymbolJoinsItsNeighbourIntoOneCluster() {
        let neighbours = ["A", " ", "가", "힣", "·", "—", "●", "│", "⣿"]
        let joined = narrowSymbols.filter { symbol in
            neighbours.contains { (String(symbol) + $0).count != 2 || ($0 + String(symbol)).count != 2 }
        }
        #expect(joined.isEmpty, "\(joined.map { String($0.value, radix: 16) })")
    }

    @Test func plainTextMeasuresAsItsGraphemeClustersDo() {
        for text in ["관심종목 · 41 stocks — 삼성전자 ● ▲ +1,500 …", "KOSPI 2,599.86 ▼ -0.14 -0.01%", "09:00–15:20", "†카카오"] {
            let width = text.utf8.withContiguousStorageIfAvailable { PlainText.width(of: $0.span) } ?? nil
            #expect(width == text.reduce(0) { $0 + DisplayWidth.of($1) }, "\(text)")
        }
        // A syllable with a following jamo or a combining mark is one cluster: not plain.
        for text in ["가\u{11A8}", "e\u{301}", "\u{1F600}", "tab\tstop"] {
            #expect((text.utf8.withContiguousStorageIfAvailable { PlainText.width(of: $0.span) } ?? nil) == nil, "\(text)")
        }
    }
}
