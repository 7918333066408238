// Where a broken JSON text first fails: line, column (in characters) and what was expected there.

@testable import Storage
import Testing

@Suite struct JSONSyntaxCheckTests {
    private func error(_ text: String) -> JSONSyntaxCheck.Failure? {
        JSONSyntaxCheck.firstError(in: Array(text.utf8))
    }

    @Test(arguments: [
        #"{}"#, #"[]"#, #" {"a": [1, -2.5e+3, 0, true, false, null, "x\n\u00e9"]} "#, #""text""#, "0", "-0.0E-1",
        #"{"이름": "관심종목", "nested": {"deep": [[[]]]}}"#,
    ])
    func validJSONHasNoError(text: String) {
        #expect(error(text) == nil)
    }

    @Test func aMissingCommaIsFoundOnItsLineAndColumn() {
        let text = "{\"refresh_seconds\": 2,\n \"colour_scheme\": \"korean\" \"feed\": 1}"
        #expect(error(text) == .init(line: 2, column: 28, expected: ", or }"))
        #expect(error(text)?.description == "line 2, column 28: expected , or }")
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect(error(#"{"관심": x}"#) == .init(line: 1, column: 8, expected: "a value (object, array, string, number, true, false or null)"))
    }

    @Test func eachKindOfMistakeSaysWhatWasExpected() {
        #expect(error(#"{"a" 1}"#)?.expected == ":")
        #expect(error(#"{a: 1}"#)?.expected == "a key in double quotes")
        #expect(error(#"[1, 2"#)?.expected == ", or ]")
        #expect(error(#"["open"#)?.expected == "a closing \"")
        #expect(error(#"tru"#)?.expected == "true")
        #expect(error(#"01"#)?.expected == "the end of the text")
        #expect(error(#"1."#)?.expected == "a digit")
        #expect(error(#""\x""#)?.expected.hasPrefix("one of") == true)
        #expect(error(#""\u12G4""#)?.expected == "four hexadecimal digits after \\u")
        #expect(error("\"tab\there\"")?.expected.hasPrefix("no control characters") == true)
        #expect(error("")?.expected.hasPrefix("a value") == true)
        #expect(error("{} {}") == .init(line: 1, column: 4, expected: "the end of the text"))
    }

    @Test func invalidUTF8IsReportedWhereItStarts() {
        let bytes: [UInt8] = Array("{\"a\":\n \"".utf8) + [0xFF] + Array("\"}".utf8)
        #expect(JSONSyntaxCheck.firstError(in: bytes) == .init(line: 2, column: 3, expected: "UTF-8 text"))
    }

    @Test func absurdNestingIsRefusedWithoutCrashing() {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(error(text)?.expected == "at most 512 levels of nesting")
    }
}
