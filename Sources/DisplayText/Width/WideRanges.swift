// The East Asian Wide and Fullwidth ranges of Unicode, as a sorted table searched by bisection.

/// Code point ranges whose East Asian Width is Wide (W) or Fullwidth (F), except the emoji, which
/// `DisplayWidth` takes from the standard library's Emoji_Presentation property.
enum WideRanges {
    /// Sorted, non-overlapping, inclusive bounds.
    static let table: [ClosedRange<UInt32>] = [
        0x1100...0x115F,   // Hangul Jamo: leading consonants (초성)
        0x2329...0x232A,   // angle brackets
        0x2E80...0x2E99, 0x2E9B...0x2EF3, 0x2F00...0x2FD5, 0x2FF0...0x2FFF, // CJK radicals, description
        0x3000...0x303E,   // CJK symbols and punctuation, ideographic space (tone marks: zero-width first)
        0x3041...0x3096,   // Hiragana
        0x3099...0x30FF,   // kana voicing marks, Katakana (combining marks are zero-width before this table)
        0x3105...0x312F,   // Bopomofo
        0x3131...0x318E,   // Hangul compatibility jamo (ㄱ, ㅋ, ㅏ …)
        0x3190...0x31E5,   // Kanbun, Bopomofo extended, CJK strokes
        0x31EF...0x321E,   // Katakana extensions, parenthesised Hangul
        0x3220...0x3247,   // parenthesised ideographs
        0x3250...0xA48C,   // enclosed CJK, compatibility, CJK extension A, Yijing, unified ideographs, Yi
        0xA490...0xA4C6,   // Yi radicals
        0xA960...0xA97C,   // Hangul Jamo Extended-A: old leading consonants
        0xAC00...0xD7A3,   // Hangul syllables (한글 음절)
        0xF900...0xFAFF,   // CJK compatibility ideographs
        0xFE10...0xFE19,   // vertical forms
        0xFE30...0xFE52, 0xFE54...0xFE66, 0xFE68...0xFE6B, // CJK compatibility forms, small forms
        0xFF01...0xFF60,   // fullwidth ASCII
        0xFFE0...0xFFE6,   // fullwidth signs (￦ …)
        0x16FE0...0x16FE4, 0x16FF0...0x16FF1, // ideographic symbols
        0x17000...0x187F7, 0x18800...0x18CD5, 0x18D00...0x18D08, // Tangut, Khitan
        0x1AFF0...0x1AFFE, 0x1B000...0x1B122, 0x1B132...0x1B132, 0x1B150...0x1B152, // kana supplements
        0x1B155...0x1B155, 0x1B164...0x1B167, 0x1B170...0x1B2FB, // small kana, Nushu
        0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251, // enclosed ideographs
        0x1F260...0x1F265, // symbols for Chinese folk religion
        0x20000...0x2FFFD, // CJK extensions B–F, compatibility supplement
        0x30000...0x3FFFD, // CJK extensions G–H
    ]

    /// Whether `value` lies in one of the ranges.
    static func contains(_ value: UInt32) -> Bool {
        var low = 0
        var high = table.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = table[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
