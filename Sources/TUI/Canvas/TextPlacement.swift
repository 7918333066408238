// Turns a string at a position into the cells a canvas writes, with clipping and wide-character rules.

import DisplayText

/// The clipping rules every `Canvas` shares, so the curses and in-memory canvases draw the same cells.
enum TextPlacement {
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
        guard position.y >= clip.minY, position.y < clip.maxY, position.x < clip.maxX, clip.width > 0 else {
            return 0
        }
        var column = position.x
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in text.utf8 where byte >= 0x20 && byte != 0x7F {
                if column >= clip.maxX { break }
                if column >= clip.minX { write(column, Character(Unicode.Scalar(byte)), 1) }
                column += 1
            }
        } else {
            for character in text {
                let width = DisplayWidth.of(character)
                if width == 0 { continue }
                if column >= clip.maxX { break }
                placeWide(character, width: width, at: column, clip: clip, write: write)
                column += width
            }
        }
        return max(0, min(column, clip.maxX) - max(position.x, clip.minX))
    }

    @inline(__always)
    private static func placeWide(
        _ character: Character,
        width: Int,
        at column: Int,
        clip: Rect,
        write: (Int, Character, Int) -> Void
    ) {
        let end = column + width
        if column >= clip.minX && end <= clip.maxX {
            write(column, character, width)
        } else {
            for cell in max(column, clip.minX)..<min(end, clip.maxX) {
                write(cell, " ", 1)
            }
        }
    }
}
