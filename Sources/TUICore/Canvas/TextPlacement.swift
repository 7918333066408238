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
        /// One of the narrow symbols (`PlainText.isNarrowSymbol`): one cell.
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
        let plainEnd = text.utf8.withContiguousStorageIfAvailable { buffer -> Int? in
            let bytes = buffer.span
            guard PlainText.width(of: bytes) != nil else { return nil }
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

    /// Places text that `PlainText.width` accepted, scalar by scalar; returns the column after the last.
    @inline(__always)
    private static func placePlain(
        _ bytes: Span<UInt8>,
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
            } else if let value = PlainText.syllable(in: bytes, at: index) {
                placeGlyph(.syllable(value), width: 2, at: column, clip: clip, write: write)
                column += 2
                index += 3
            } else {
                guard let symbol = PlainText.symbol(in: bytes, at: index) else { break }
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
