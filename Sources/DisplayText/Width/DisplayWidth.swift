// How many terminal cells a piece of text takes, per grapheme cluster, from our own width table.

/// Display width in terminal cells, computed from our own table so it never depends on the process
/// locale (`wcwidth` returns -1 for Hangul under the "C" locale, e.g. inside a test run).
///
/// Rules, per grapheme cluster (what the user sees as one character):
/// - East Asian Wide and Fullwidth characters take 2 cells: Hangul syllables (한글 음절, U+AC00–D7A3),
///   leading Hangul jamo (초성, U+1100–115F, U+A960–A97F), compatibility jamo (U+3130–318F), CJK
///   ideographs, kana, fullwidth forms, and characters with emoji presentation.
/// - Combining marks, format characters (zero-width joiner, variation selectors, …) and the medial and
///   final Hangul jamo (중성/종성, U+1160–11FF, U+D7B0–D7FF) take 0 cells: they join the cell before.
/// - C0 and C1 controls and DEL take 0 cells (they are never drawn).
/// - East Asian *Ambiguous* characters (`·`, `▲`, `→`, Greek, Cyrillic, box drawing, …) take 1 cell,
///   as in every terminal in its default (non-CJK) setting.
/// - A cluster takes the width of its widest scalar; a text-style symbol followed by the emoji
///   variation selector U+FE0F (e.g. `❤️`, keycap `1️⃣`) takes 2.
public enum DisplayWidth {
    /// Cells taken by one grapheme cluster: 0, 1 or 2.
    @inlinable
    public static func of(_ character: Character) -> Int {
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first {
            return byte >= 0x20 && byte != 0x7F ? 1 : 0
        }
        return clusterWidth(character.unicodeScalars)
    }

    /// Cells taken by a whole text: the sum over its grapheme clusters. `PlainText` (every figure and
    /// name of a watchlist) is measured in one pass over its UTF-8 bytes, read in place (iterating a
    /// `String`'s UTF-8 view cost three times as much for a table cell's text); other text ASCII byte
    /// by byte, the rest cluster by cluster.
    @inlinable
    public static func of<Text: StringProtocol>(_ text: Text) -> Int {
        if let plain = text.utf8.withContiguousStorageIfAvailable({ PlainText.width(of: $0.span) }) ?? nil { return plain }
        var width = 0
        for byte in text.utf8 {
            guard byte < 0x80 else { return clusterByClusterWidth(text) }
            if byte >= 0x20 && byte != 0x7F { width += 1 }
        }
        return width
    }

    /// Cells taken by a single Unicode scalar on its own: 0, 1 or 2.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }
        if value >= 0xAC00 && value <= 0xD7A3 { return 2 }
        if value >= 0x0300 && isZeroWidth(scalar) { return 0 }
        if value >= 0x1100 && WideRanges.contains(value) { return 2 }
        if value >= 0x231A && scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    @usableFromInline
    static func clusterWidth(_ scalars: Character.UnicodeScalarView) -> Int {
        var width = 0
        var emojiVariation = false
        for scalar in scalars {
            if scalar.value == 0xFE0F {
                emojiVariation = true
            } else {
                width = max(width, of(scalar))
            }
        }
        return emojiVariation && width == 1 ? 2 : width
    }

    /// The sum of `text`'s clusters' widths: what `of` falls back on for text that is not plain.
    @usableFromInline
    static func clusterByClusterWidth<Text: StringProtocol>(_ text: Text) -> Int {
        var width = 0
        for character in text {
            width += of(character)
        }
        return width
    }

    /// Marks and format characters that draw on the previous cell, and the Hangul jamo that only
    /// ever follow a leading consonant.
    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1160...0x11FF, 0xD7B0...0xD7FF:
            return true
        case 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0xFE00...0xFE0F, 0xFEFF, 0xE0000...0xE0FFF:
            return true
        default:
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format:
                return true
            default:
                return false
            }
        }
    }
}
