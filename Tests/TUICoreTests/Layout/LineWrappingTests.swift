// Word wrapping by cells: at spaces, inside a word only when it alone is too wide, Hangul never split.

import DisplayText
import TUICore
import Testing

@Suite struct LineWrappingTests {
    @Test func wrapsAtSpaces() {
        #expect(LineWrapping.lines("Remove 카카오 (035720) from 관심종목?", width: 20) == ["Remove 카카오", "(035720) from", "관심종목?"])
    }

    @Test func aWordWiderThanTheLineIsCutWithoutSplittingASyllable() {
        let lines = LineWrapping.lines("가나다라마바사", width: 5)
        #expect(lines == ["가나", "다라", "마바", "사"])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 5 })
    }

    @Test func emptyTextIsOneEmptyLineAndNoWidthIsNone() {
        #expect(LineWrapping.lines("", width: 10) == [""])
        #expect(LineWrapping.lines("text", width: 0) == [])
    }

    @Test func textThatFitsStaysOnOneLine() {
        #expect(LineWrapping.lines("Delete  the   list?", width: 40) == ["Delete the list?"])
    }

    @Test func aLimitKeepsThatManyLinesAndEndsTheLastWithAnEllipsis() {
        let text = "Remove 카카오 (035720) from 관심종목?"
        #expect(LineWrapping.lines(text, width: 20, limit: 3) == ["Remove 카카오", "(035720) from", "관심종목?"])
        #expect(LineWrapping.lines(text, width: 20, limit: 2) == ["Remove 카카오", "(035720) from 관심…"])
        #expect(LineWrapping.lines(text, width: 20, limit: 0) == [])
    }
}
