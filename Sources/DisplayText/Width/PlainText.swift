// Text whose scalars are each a grapheme cluster of their own: measured and placed without grapheme breaking.

/// Printable ASCII, precomposed Hangul syllables and the one-cell symbols of `isNarrowSymbol`: no two of
/// these scalars join into one cluster (a syllable joins only a following jamo or mark, and none of them
/// is a mark, joiner or prepended character), so each is a cluster of 1 cell (2 for a syllable). A
/// watchlist's names, figures, markers and separators are such text; `DisplayWidth.of` and the canvases'
/// text placement take this path when they can, byte by byte on the UTF-8.
public enum PlainText {
    /// Whether `value` is one of the one-cell symbols the fast paths take: the middle dot `·` (U+00B7),
    /// dashes, quotes, daggers, bullets and the ellipsis (U+2010–2027: `—` `†` `…`), the arrows `←↑→↓`
    /// (U+2190–2193), box drawing, block elements and geometric shapes (U+2500–25FC: `│` `█` `▲` `●`)
    /// and braille (U+2800–28FF). Each is East Asian Neutral or Ambiguous (1 cell in `DisplayWidth`, as
    /// the codebase draws ambiguous characters), none has emoji presentation (U+25FD–25FE do, and are
    /// left out), and each is a grapheme cluster of its own before and after any other of these.
    @inlinable
    public static func isNarrowSymbol(_ value: UInt32) -> Bool {
        switch value {
        case 0x00B7, 0x2010...0x2027, 0x2190...0x2193, 0x2500...0x25FC, 0x2800...0x28FF: return true
        default: return false
        }
    }

    /// The cells UTF-8 `bytes` take when they are plain text, else nil.
    @inlinable
    public static func width(of bytes: Span<UInt8>) -> Int? {
        var width = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                guard byte >= 0x20 && byte != 0x7F else { return nil }
                width += 1
                index += 1
            } else if syllable(in: bytes, at: index) != nil {
                width += 2
                index += 3
            } else {
                guard let symbol = symbol(in: bytes, at: index) else { return nil }
                width += 1
                index += symbol.length
            }
        }
        return width
    }

    /// The Hangul syllable whose UTF-8 encoding starts at `index`, or nil for any other scalar.
    @inlinable
    public static func syllable(in bytes: Span<UInt8>, at index: Int) -> UInt32? {
        let lead = bytes[index]
        guard lead >= 0xEA && lead <= 0xED && index + 2 < bytes.count else { return nil }
        let value = UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
        return value >= 0xAC00 && value <= 0xD7A3 ? value : nil
    }

    /// The narrow symbol (`isNarrowSymbol`) whose UTF-8 encoding starts at `index`, with its length in
    /// bytes, or nil for any other scalar.
    @inlinable
    public static func symbol(in bytes: Span<UInt8>, at index: Int) -> (value: UInt32, length: Int)? {
        let lead = bytes[index]
        if lead == 0xC2, index + 1 < bytes.count {
            let value = UInt32(bytes[index + 1] & 0x3F) | 0x80
            return isNarrowSymbol(value) ? (value, 2) : nil
        }
        guard lead == 0xE2, index + 2 < bytes.count else { return nil }
        let value = 0x2000 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
        return isNarrowSymbol(value) ? (value, 3) : nil
    }
}
