// Hangul initial consonants (초성): "ㅅㅅㅈㅈ" is how Korean users type 삼성전자 quickly.

/// Maps precomposed Hangul syllables to their initial consonant as compatibility jamo (ㄱ…ㅎ).
enum HangulInitialConsonants {
    /// The 19 initial consonants in Unicode's syllable order, as compatibility jamo (what keyboards type).
    private static let initials: [Unicode.Scalar] = [
        "ㄱ", "ㄲ", "ㄴ", "ㄷ", "ㄸ", "ㄹ", "ㅁ", "ㅂ", "ㅃ", "ㅅ",
        "ㅆ", "ㅇ", "ㅈ", "ㅉ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ",
    ]
    private static let initialSet = Set(initials)
    private static let syllables: ClosedRange<UInt32> = 0xAC00...0xD7A3
    /// Syllables per initial consonant: 21 vowels × 28 finals.
    private static let syllablesPerInitial: UInt32 = 588

    /// The initial consonant of a precomposed syllable (삼 → ㅅ), or nil for anything else.
    static func initial(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        guard syllables.contains(scalar.value) else { return nil }
        return initials[Int((scalar.value - syllables.lowerBound) / syllablesPerInitial)]
    }

    /// True when `scalar` is a compatibility jamo that can start a syllable (ㄱ, ㄲ, … ㅎ).
    static func isInitialConsonant(_ scalar: Unicode.Scalar) -> Bool { initialSet.contains(scalar) }
}
