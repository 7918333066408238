// Truncation and padding by cells, never splitting a wide character.

import DisplayText
import Testing

@Suite struct CellLayoutTests {
    @Test func textThatFitsIsUnchanged() {
        #expect(CellLayout.truncated("삼성전자", toCells: 8) == "삼성전자")
        #expect(CellLayout.truncated("NAVER", toCells: 10) == "NAVER")
    }

    @Test func truncationAddsEllipsisWithinTheWidth() {
        #expect(CellLayout.truncated("Samsung Electronics", toCells: 8) == "Samsung…")
        #expect(CellLayout.truncated("삼성전자우선주", toCells: 9) == "삼성전자…")
        #expect(DisplayWidth.of(CellLayout.truncated("삼성전자우선주", toCells: 9)) == 9)
    }

    @Test func truncationNeverSplitsAWideCharacter() {
        // 8 cells: 7 for text plus the ellipsis; "삼성전" is 6, "자" would need cells 7–8.
        let truncated = CellLayout.truncated("삼성전자우", toCells: 8)
        #expect(truncated == "삼성전…")
        #expect(DisplayWidth.of(truncated) == 7)
    }

    @Test func mixedKoreanAndAsciiTruncatesByCells() {
        #expect(CellLayout.truncated("SK하이닉스 우선주", toCells: 7) == "SK하이…")
        #expect(CellLayout.truncated("LG에너지솔루션", toCells: 6) == "LG에…")
        #expect(CellLayout.truncated("a가b나c다", toCells: 5) == "a가b…")
    }

    @Test func tinyWidths() {
        #expect(CellLayout.truncated("삼성", toCells: 0) == "")
        #expect(CellLayout.truncated("삼성", toCells: 1) == "…")
        #expect(CellLayout.truncated("삼성", toCells: 2) == "…")
        #expect(CellLayout.truncated("삼성", toCells: 3) == "삼…")
    }

    @Test func paddingAlignsByDisplayWidth() {
        #expect(CellLayout.padded("카카오", toCells: 8) == "카카오  ")
        #expect(CellLayout.padded("1,234", toCells: 8, alignment: .right) == "   1,234")
        #expect(CellLayout.padded("가", toCells: 6, alignment: .center) == "  가  ")
        #expect(CellLayout.padded("ab", toCells: 5, alignment: .center) == " ab  ")
    }

    @Test func paddingAfterTruncationFillsTheCellLeftByAWideCharacter() {
        let padded = CellLayout.padded("삼성전자우", toCells: 8)
        #expect(padded == "삼성전… ")
        #expect(DisplayWidth.of(padded) == 8)
    }

    @Test func koreanAndAsciiColumnsLineUp() {
        let names = ["삼성전자", "NAVER", "카카오", "SK하이닉스", "LG화학", "현대차2우B"]
        let widths = names.map { DisplayWidth.of(CellLayout.padded($0, toCells: 9) + "|") }
        #expect(widths.allSatisfy { $0 == 10 })
    }

    @Test func prefixStopsBeforeAWideCharacterThatDoesNotFit() {
        let (text, width) = CellLayout.prefix(of: "ab가나"[...], fittingCells: 5)
        #expect(text == "ab가")
        #expect(width == 4)
    }

    @Test func alignmentPaddingIsZeroWhenTextDoesNotFit() {
        #expect(TextAlignment.right.leadingPadding(contentWidth: 9, cells: 5) == 0)
        #expect(TextAlignment.center.leadingPadding(contentWidth: 2, cells: 7) == 2)
    }
}
