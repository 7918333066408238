// Sanitising outside text: controls and escape sequences go, Hangul and emoji stay.

import DisplayText
import Testing

@Suite struct TextSanitizerTests {
    @Test func cleanTextIsReturnedUnchanged() {
        let text = "삼성전자 005930 📈 👨‍👩‍👧 🇰🇷 e\u{301}"
        #expect(TextSanitizer.sanitize(text) == text)
    }

    @Test func controlsAreRemoved() {
        #expect(TextSanitizer.sanitize("a\u{0}b\u{7}c\u{7F}d\u{8}") == "abcd")
        #expect(TextSanitizer.sanitize("x\u{80}y\u{9C}z") == "xyz")
    }

    @Test func lineBreaksAndTabsBecomeOneSpace() {
        #expect(TextSanitizer.sanitize("카카오\r\n뱅크") == "카카오 뱅크")
        #expect(TextSanitizer.sanitize("a\tb") == "a b")
    }

    @Test func csiSequencesAreRemovedWhole() {
        #expect(TextSanitizer.sanitize("\u{1B}[31m빨강\u{1B}[0m") == "빨강")
        #expect(TextSanitizer.sanitize("a\u{1B}[2J\u{1B}[1;1Hb") == "ab")
        #expect(TextSanitizer.sanitize("a\u{9B}31mb") == "ab")
    }

    @Test func oscSequencesAreRemovedWhole() {
        #expect(TextSanitizer.sanitize("\u{1B}]0;pwned\u{7}이름") == "이름")
        #expect(TextSanitizer.sanitize("\u{1B}]8;;http://x\u{1B}\\link") == "link")
    }

    @Test func loneEscapeAndTwoCharacterSequencesAreRemoved() {
        #expect(TextSanitizer.sanitize("a\u{1B}cb") == "ab")
        #expect(TextSanitizer.sanitize("end\u{1B}") == "end")
    }

    @Test func bidiOverridesAreRemoved() {
        #expect(TextSanitizer.sanitize("abc\u{202E}def\u{2066}") == "abcdef")
    }

    @Test func joinersAndVariationSelectorsAreKept() {
        let heart = "❤\u{FE0F}"
        #expect(TextSanitizer.sanitize(heart) == heart)
        #expect(TextSanitizer.sanitize("\u{1112}\u{1161}\u{11AB}") == "\u{1112}\u{1161}\u{11AB}")
    }
}
