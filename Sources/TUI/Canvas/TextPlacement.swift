// Turns a string at a position into the cells a canvas writes, with clipping and wide-character rules.

import DisplayText

/// The clipping rules every `Canvas` shares, so the curses and in-memory canvases draw the same cells.
enum TextPlacement {
    /// What one run of cells shows: an ASCII byte (the fast path: no `Character` is built), or a
    /// grapheme cluster.
    enum Glyph {
        case ascii(UInt8)
        case cluster(Character)

        var character: Character {
            switch self {
            case .ascii(let byte): return Character(Unicode.Scalar(byte))
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
        let asciiEnd = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var column = position.x
            for byte in bytes where byte >= 0x20 && byte != 0x7F {
                if column >= clip.maxX { break }
                if column >= clip.minX { write(column, .ascii(byte), 1) }
                column += 1
            }
            return column
        }
        var column = position.x
        if let asciiEnd = asciiEnd ?? nil {
            column = asciiEnd
        } else {
            for character in text {
                let width = DisplayWidth.of(character)
                if width == 0 { continue }
                if column >= clip.maxX { break }
                placeCluster(character, width: width, at: column, clip: clip, write: write)
                column += width
            }
        }
        return max(0, min(column, clip.maxX) - max(position.x, clip.minX))
    }

    @inline(__always)
    private static func placeCluster(
        _ character: Character,
        width: Int,
        at column: Int,
        clip: Rect,
        write: (Int, Glyph, Int) -> Void
    ) {
        let end = column + width
        if column >= clip.minX && end <= clip.maxX {
            write(column, .cluster(character), width)
        } else {
            for cell in max(column, clip.minX)..<min(end, clip.maxX) {
                write(cell, .ascii(0x20), 1)
            }
        }
    }
}
