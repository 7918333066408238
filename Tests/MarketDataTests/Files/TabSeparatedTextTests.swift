// Lines and fields of tab-separated text: line breaks with and without CR, empty lines and fields, Hangul.

@testable import MarketData
import Testing

@Suite struct TabSeparatedTextTests {
    @Test(arguments: [
        (text: "a\tb\nc\n", lines: ["a\tb", "c"]),
        (text: "a\r\nb\r\n", lines: ["a", "b"]),
        (text: "a\nb", lines: ["a", "b"]),
        (text: "a\r", lines: ["a"]),
        (text: "a\n\nb\n\n", lines: ["a", "", "b", ""]),
        (text: "\r\n", lines: [""]),
        (text: "", lines: []),
        (text: "005930\t삼성전자\r\n000660\tSK하이닉스", lines: ["005930\t삼성전자", "000660\tSK하이닉스"]),
    ])
    func linesEndAtLineFeedsWithoutTheirCarriageReturns(text: String, lines: [String]) {
        #expect(TabSeparatedText.lines(text).map(String.init) == lines)
    }

    @Test func fieldsKeepEmptyOnesAndHangul() {
        #expect(TabSeparatedText.fields("005930\t삼성전자\t\tKOSPI"[...]) == ["005930", "삼성전자", "", "KOSPI"])
    }
}
