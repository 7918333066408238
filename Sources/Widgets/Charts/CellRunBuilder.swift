// Gathers adjacent single-cell characters of one style into one canvas write, the way charts draw rows.

import TUICore

/// Collects characters cell by cell along one row of `area` and writes each run of adjacent cells
/// in one style with a single `Canvas.put`: a chart row of 200 cells costs a few writes, not 200.
/// Every character must take one cell (braille, block elements, box lines).
struct CellRunBuilder {
    private let area: Rect
    private var row: Int
    private var text = ""
    private var startColumn = 0
    private var nextColumn = 0
    private var style = Style.plain

    init(row: Int, area: Rect) {
        self.row = row
        self.area = area
    }

    /// Begins a new row (flush the previous one first).
    mutating func start(row: Int) {
        self.row = row
        text = ""
    }

    /// Adds `character` at `column` in `style`, writing the run so far first when it does not continue it.
    mutating func append(_ character: Character, at column: Int, style: Style, on canvas: Canvas) {
        if !text.isEmpty, column != nextColumn || style != self.style { flush(on: canvas) }
        if text.isEmpty {
            startColumn = column
            self.style = style
        }
        text.append(character)
        nextColumn = column + 1
    }

    /// Writes the run so far, if any.
    mutating func flush(on canvas: Canvas) {
        guard !text.isEmpty else { return }
        canvas.put(text, at: Point(x: area.x + startColumn, y: area.y + row), style: style, clippedTo: area)
        text = ""
    }
}
