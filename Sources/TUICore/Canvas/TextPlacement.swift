// Turns a string at a position into the cells a canvas writes, with clipping and wide-character rules.

import DisplayText

/// The clipping rules every `Canvas` shares, so the curses and in-memory canvases draw the same cells.
enum TextPlacement {
    /// What one run of cells shows: an ASCII byte, a lone Hangul syllable or a one-cell symbol (the fast
    /// paths: no `Character` is built), or a grapheme cluster.
    enum Glyph {
        case ascii(UInt8)
        /// A precomposed Hangul syllable (U+AC00–D7A3) that is a cluster on its own: two cells.
        case syllable(UInt32)
        /// One of narrow symbols (`isNarrowSymbol`): one cell.
        case symbol(UInt32)
        case cluster(Character)

        var character: Character {
            switch self {
            case .ascii(let byte): return Character(Unicode.Scalar(byte))
            case .syllable(let value), .symbol(let value): return Character(Unicode.Scalar(value) ?? " ")
            case .cluster(let character): return character
            }
        }
    }

    /// The display width of `text`, as `DisplayWidth.of` measures it, without grapheme breaking when
    /// the text is only printable ASCII, Hangul syllables and narrow symbols (`isNarrowSymbol`): a
    /// watchlist's names, figures, markers and separators.
    static func width(of text: String) -> Int {
        let plain = text.utf8.withContiguousStorageIfAvailable { plainWidth(of: $0) } ?? nil
        return plain ?? DisplayWidth.of(text)
    }

    /// Whether `value` is one of the one-cell symbols the fast paths take without grapheme breaking: the
    /// middle dot `·` (U+00B7), dashes, quotes, daggers, bullets and the ellipsis (U+2010–2027: `—` `†` `…`), the arrows `←↑→↓`
    /// (U+2190–2193), box drawing, block elements and geometric shapes (U+2500–25FC: `│` `█` `▲` `●`)
    /// and braille (U+2800–28FF). Each is East Asian Neutral or Ambiguous (1 cell in `DisplayWidth`, as
    /// the codebase draws ambiguous characters), none has emoji presentation (U+25FD–25FE do, and are
    /// left out), and each is a grapheme cluster of its own before and after any other of these.
    @inline(__always)
    static func isNarrowSymbol(_ value: UInt32) -> Bool {
        switch value {
        case 0x00B7, 0x2010...0x2027, 0x2190...0x2193, 0x2500...0x25FC, 0x2800...0x28FF: return true
        default: return false
        }
    }

    /// The cells UTF-8 `bytes` take when they are only printable ASCII, precomposed Hangul syllables and
    /// narrow symbols (`isNarrowSymbol`), else nil. Such text needs no grapheme breaking: no two of these
    /// scalars join into one cluster (a syllable joins only a following jamo or mark, and none of them is a mark,
    /// joiner or prepended character), so each is a cluster of 1 or 2 cells.
    @inline(__always)
    private static func plainWidth(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
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
    @inline(__always)
    private static func syllable(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32? {
        let lead = bytes[index]
        guard lead >= 0xEA && lead <= 0xED && index + 2 < bytes.count else { return nil }
        let value = UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
        return value >= 0xAC00 && value <= 0xD7A3 ? value : nil
    }

    /// The narrow symbol (`isNarrowSymbol`) whose UTF-8 encoding starts at `index`, with its length in
    /// bytes, or nil for any other scalar.
    @inline(__always)
    private static func symbol(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: UInt32, length: Int)? {
        let lead = bytes[index]
        if lead == 0xC2, index + 1 < bytes.count {
            let value = UInt32(bytes[index + 1] & 0x3F) | 0x80
            return isNarrowSymbol(value) ? (value, 2) : nil
        }
        guard lead == 0xE2, index + 2 < bytes.count else { return nil }
        let value = 0x2000 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
        return isNarrowSymbol(value) ? (value, 3) : nil
    }

    /// Lays `text` out from `position` inside `clip` and calls `write(column, character, width)` for
    /// each cell run, left to right: `width` is 1 or 2, and a wide character cut by either edge of the
    /// clip becomes a single space (`" "`, width 1) on its cell inside. Zero-width clusters are skipped.
    /// `clip` must already lie inside the canvas. Returns the number of cells written.
    @inline(__always)
    static func place(
        _ text: String,
        at position: Point,
        clippedTo clip: Rect,
        write: (_ column: Int, _ character: Character, _ width: Int) -> Void
    ) -> Int {
        placeGlyphs(text, at: position, clippedTo: clip) { column, glyph, width in
            write(column, glyph.character, width)
        }
    }

    /// `place`, handing out `Glyph`s so a canvas can store ASCII without building characters.
    @inline(__always)
    static func placeGlyphs(
        _ text: String,
        at position: Point,
        clippedTo clip: Rect,
        write: (_ column: Int, _ glyph: Glyph, _ width: Int) -> Void
    ) -> Int {
        guard position.y >= clip.minY, position.y < clip.maxY, position.x < clip.maxX, clip.width > 0 else {
            return 0
        }
        let plainEnd = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            guard plainWidth(of: bytes) != nil else { return nil }
            return placePlain(bytes, from: position.x, clip: clip, write: write)
        }
        var column = position.x
        if let plainEnd = plainEnd ?? nil {
            column = plainEnd
        } else {
            for character in text {
                let width = DisplayWidth.of(character)
                if width == 0 { continue }
                if column >= clip.maxX { break }
                placeGlyph(.cluster(character), width: width, at: column, clip: clip, write: write)
                column += width
            }
        }
        return max(0, min(column, clip.maxX) - max(position.x, clip.minX))
    }

    /// Places text that `plainWidth` accepted, scalar by scalar; returns the column after the last.
    @inline(__always)
    private static func placePlain(
        _ bytes: UnsafeBufferPointer<UInt8>,
        from start: Int,
        clip: Rect,
        write: (Int, Glyph, Int) -> Void
    ) -> Int {
        var column = start
        var index = 0
        while index < bytes.count && column < clip.maxX {
            let byte = bytes[index]
            if byte < 0x80 {
                if column >= clip.minX { write(column, .ascii(byte), 1) }
                column += 1
                index += 1
            } else if let value = syllable(in: bytes, at: index) {
                placeGlyph(.syllable(value), width: 2, at: column, clip: clip, write: write)
                column += 2
                index += 3
            } else {
                guard let symbol = symbol(in: bytes, at: index) else { break }
                if column >= clip.minX { write(column, .symbol(symbol.value), 1) }
                column += 1
                index += symbol.length
            }
        }
        return column
    }

    @inline(__always)
    private static func placeGlyph(
        _ glyph: Glyph,
        width: Int,
        at column: Int,
        clip: Rect,
        write: (Int, Glyph, Int) -> Void
    ) {
        let end = column + width
        if column >= clip.minX && end <= clip.maxX {
            write(column, glyph, width)
        } else {
            for cell in max(column, clip.minX)..<min(end, clip.maxX) {
                write(cell, .ascii(0x20), 1)
            }
        }
    }
}
