// A grid of braille dots, two across and four down per cell, for line charts finer than a cell.

import TUICore

/// Dots on a grid of `width` × `height` cells, each cell a braille character (U+2800 + its dot bits):
/// 2 dot columns and 4 dot rows per cell, so a 200×60 chart has 400×240 dots.
struct BrailleRaster {
    let width: Int
    let height: Int
    private var bits: [UInt8]

    /// The bit of the dot in column `x % 2`, row `y % 4` of a cell (Unicode's braille dot numbering).
    private static let dotBits: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        bits = Array(repeating: 0, count: self.width * self.height)
    }

    var dotColumns: Int { width * 2 }
    var dotRows: Int { height * 4 }

    /// Sets every dot of dot column `x` between dot rows `from` and `to` (either order).
    mutating func drawColumn(_ x: Int, from: Int, to: Int) {
        guard x >= 0, x < dotColumns else { return }
        for y in max(0, min(from, to))...min(dotRows - 1, max(from, to)) {
            bits[(y / 4) * width + x / 2] |= Self.dotBits[x % 2][y % 4]
        }
    }

    /// The braille character of cell (`column`, `row`), nil when it has no dot.
    func character(column: Int, row: Int) -> Character? {
        let value = bits[row * width + column]
        guard value != 0, let scalar = Unicode.Scalar(0x2800 + UInt32(value)) else { return nil }
        return Character(scalar)
    }

    /// Draws the dotted cells into `area` (its origin is cell 0, 0), each in `style(column)`; cells
    /// without dots are left as they are. Adjacent cells of one style go to the canvas as one run.
    func draw(in area: Rect, on canvas: Canvas, style: (Int) -> Style) {
        var run = CellRunBuilder(row: 0, area: area)
        for row in 0..<min(height, area.height) {
            run.start(row: row)
            for column in 0..<min(width, area.width) {
                if let character = character(column: column, row: row) {
                    run.append(character, at: column, style: style(column), on: canvas)
                } else {
                    run.flush(on: canvas)
                }
            }
            run.flush(on: canvas)
        }
    }
}
