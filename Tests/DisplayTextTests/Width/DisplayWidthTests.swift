// Width table: Hangul, jamo, CJK, emoji sequences, marks, controls and ambiguous-width characters.

import DisplayText
import Testing

@Suite struct DisplayWidthTests {
    @Test func asciiIsOneCellPerCharacter() {
        #expect(DisplayWidth.of("Samsung 005930") == 14)
        #expect(DisplayWidth.of("") == 0)
    }

    @Test func hangulSyllablesAreTwoCells() {
        #expect(DisplayWidth.of("삼성전자") == 8)
        #expect(DisplayWidth.of(Character("가")) == 2)
        #expect(DisplayWidth.of(Character("힣")) == 2)
        #expect(DisplayWidth.of("LG화학") == 6)
    }

    @Test func compatibilityJamoAreTwoCells() {
        // Initial-consonant search terms such as ㅋㅋㅇ (카카오).
        #expect(DisplayWidth.of("ㅋㅋㅇ") == 6)
        #expect(DisplayWidth.of(Character("ㅏ")) == 2)
    }

    @Test func conjoiningJamoFormOneTwoCellCluster() {
        // ᄒ + ᅡ + ᆫ: a leading consonant (2 cells) with a medial vowel and a final consonant (0 cells).
        let decomposed = "\u{1112}\u{1161}\u{11AB}"
        #expect(decomposed.count == 1)
        #expect(DisplayWidth.of(decomposed) == 2)
        #expect(DisplayWidth.of(Unicode.Scalar(0x1161)!) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0x11AB)!) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0x1100)!) == 2)
    }

    @Test func cjkKanaAndFullwidthFormsAreTwoCells() {
        #expect(DisplayWidth.of("日本") == 4)
        #expect(DisplayWidth.of("カタカナ") == 8)
        #expect(DisplayWidth.of("ＡＢ") == 4)
        #expect(DisplayWidth.of("￦") == 2)
        #expect(DisplayWidth.of("\u{3000}") == 2)
    }

    @Test func combiningMarksAddNoWidth() {
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("Cafe\u{301}") == 4)
        #expect(DisplayWidth.of(Unicode.Scalar(0x0301)!) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0x3099)!) == 0)
    }

    @Test func emojiWithEmojiPresentationAreTwoCells() {
        #expect(DisplayWidth.of("📈") == 2)
        #expect(DisplayWidth.of("🚀") == 2)
        #expect(DisplayWidth.of("⌚") == 2)
    }

    @Test func zwjSequencesAreOneTwoCellCluster() {
        let family = "👨\u{200D}👩\u{200D}👧"
        #expect(family.count == 1)
        #expect(DisplayWidth.of(family) == 2)
        #expect(DisplayWidth.of("👍🏽") == 2)
    }

    @Test func flagsAreTwoCells() {
        #expect(DisplayWidth.of("🇰🇷") == 2)
        #expect(DisplayWidth.of("🇰🇷🇯🇵") == 4)
    }

    @Test func emojiVariationSelectorWidensTextSymbols() {
        #expect(DisplayWidth.of("❤") == 1)
        #expect(DisplayWidth.of("❤\u{FE0F}") == 2)
        #expect(DisplayWidth.of("1\u{FE0F}\u{20E3}") == 2)
    }

    @Test func controlsAreNotDrawn() {
        #expect(DisplayWidth.of("a\u{1B}b\u{7F}\u{85}c") == 3)
        #expect(DisplayWidth.of("\r\n") == 0)
        #expect(DisplayWidth.of("한\t글") == 4)
    }

    @Test func ambiguousWidthCharactersAreOneCell() {
        // East Asian Ambiguous is treated as narrow, as terminals do outside a CJK-ambiguous setting.
        #expect(DisplayWidth.of("·▲▼→…") == 5)
        #expect(DisplayWidth.of("αβЖ") == 3)
        #expect(DisplayWidth.of("─│┌") == 3)
    }

    @Test func zeroWidthFormatCharactersAddNothing() {
        #expect(DisplayWidth.of("a\u{200B}b") == 2)
        #expect(DisplayWidth.of("\u{FEFF}x") == 1)
    }

    @Test func substringsAreMeasuredLikeStrings() {
        let text = "KB금융 105560"
        #expect(DisplayWidth.of(text.dropFirst(2)) == 11)
    }
}
