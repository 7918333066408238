// An in-memory canvas: a grid of cells for widget tests and rendering benchmarks.

/// A `Canvas` that keeps its cells in memory. Tests draw on it and compare `lines` (and styles)
/// row by row; benchmarks draw on it to time rendering without a terminal.
public final class MemoryCanvas: Canvas {
    /// One cell of the grid. The right half of a wide character is a *continuation* cell with no text.
    public struct Cell: Hashable, Sendable {
        public var character: Character
        public var style: Style
        public var isContinuation: Bool

        /// A plain space: what a cleared canvas holds.
        public static let blank = Cell(character: " ", style: .plain, isContinuation: false)

        /// The cell's text: its character, or "" for the right half of a wide character.
        public var text: String { isContinuation ? "" : String(character) }
    }

    public private(set) var size: Size
    public var cursor: Point?
    private var cells: [Cell]

    /// A blank canvas of `size`.
    public init(size: Size) {
        self.size = size
        self.cells = Array(repeating: .blank, count: size.width * size.height)
    }

    /// Changes the size (as a terminal resize does) and blanks every cell.
    public func resize(to size: Size) {
        self.size = size
        cells = Array(repeating: .blank, count: size.width * size.height)
        cursor = nil
    }

    /// The cell at `point`, which must be on the canvas.
    public func cell(at point: Point) -> Cell {
        precondition(bounds.contains(point), "cell \(point) is outside the \(size) canvas")
        return cells[point.y * size.width + point.x]
    }

    /// The style of the cell at `point`.
    public func style(at point: Point) -> Style {
        cell(at: point).style
    }

    /// Every row as text: each character once, nothing for the right half of a wide character, so a
    /// row's display width equals the canvas width.
    public var lines: [String] {
        (0..<size.height).map(line)
    }

    /// `lines` without trailing spaces, convenient for line-by-line expectations.
    public var trimmedLines: [String] {
        lines.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
    }

    /// Row `row` as text (see `lines`).
    public func line(_ row: Int) -> String {
        var text = ""
        for cell in cells[row * size.width..<(row + 1) * size.width] where !cell.isContinuation {
            text.append(cell.character)
        }
        return text
    }

    /// Row `row` as one legend character per cell, for asserting styles line by line: each cell shows
    /// `legend[its style]`, or `?` for a style not in the legend.
    /// E.g. `[.plain: ".", selected: "#"]` gives `"##########......"`.
    public func styleLine(_ row: Int, legend: [Style: Character]) -> String {
        String(cells[row * size.width..<(row + 1) * size.width].map { legend[$0.style] ?? "?" })
    }

    @discardableResult
    public func put(_ text: String, at position: Point, style: Style, clippedTo clip: Rect) -> Int {
        let row = position.y
        return TextPlacement.place(text, at: position, clippedTo: clip.intersection(bounds)) { column, character, width in
            write(character, width: width, style: style, column: column, row: row)
        }
    }

    public func fill(_ rect: Rect, style: Style) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let space = Cell(character: " ", style: style, isContinuation: false)
        for row in area.minY..<area.maxY {
            let start = row * size.width
            detachWideCharacter(at: start + area.minX, column: area.minX)
            if area.maxX < size.width, cells[start + area.maxX].isContinuation {
                cells[start + area.maxX] = Cell(character: " ", style: cells[start + area.maxX].style, isContinuation: false)
            }
            for index in start + area.minX..<start + area.maxX {
                cells[index] = space
            }
        }
    }

    public func drawBox(_ rect: Rect, style: Style) {
        let area = rect.intersection(bounds)
        guard area == rect, rect.width >= 2, rect.height >= 2 else { return }
        for column in rect.minX + 1..<rect.maxX - 1 {
            write("─", width: 1, style: style, column: column, row: rect.minY)
            write("─", width: 1, style: style, column: column, row: rect.maxY - 1)
        }
        for row in rect.minY + 1..<rect.maxY - 1 {
            write("│", width: 1, style: style, column: rect.minX, row: row)
            write("│", width: 1, style: style, column: rect.maxX - 1, row: row)
        }
        write("┌", width: 1, style: style, column: rect.minX, row: rect.minY)
        write("┐", width: 1, style: style, column: rect.maxX - 1, row: rect.minY)
        write("└", width: 1, style: style, column: rect.minX, row: rect.maxY - 1)
        write("┘", width: 1, style: style, column: rect.maxX - 1, row: rect.maxY - 1)
    }

    public func clear() {
        for index in cells.indices {
            cells[index] = .blank
        }
        cursor = nil
    }

    /// Writes a character of `width` cells at (`column`, `row`), which lie on the canvas, first blanking
    /// the other half of any wide character it partly covers.
    @inline(__always)
    private func write(_ character: Character, width: Int, style: Style, column: Int, row: Int) {
        let index = row * size.width + column
        detachWideCharacter(at: index, column: column)
        let end = index + width
        if column + width < size.width, cells[end].isContinuation {
            cells[end] = Cell(character: " ", style: cells[end].style, isContinuation: false)
        }
        cells[index] = Cell(character: character, style: style, isContinuation: false)
        if width == 2 {
            cells[index + 1] = Cell(character: " ", style: style, isContinuation: true)
        }
    }

    /// If the cell at `index` is the right half of a wide character, blanks the left half.
    @inline(__always)
    private func detachWideCharacter(at index: Int, column: Int) {
        if column > 0, cells[index].isContinuation {
            cells[index - 1] = Cell(character: " ", style: cells[index - 1].style, isContinuation: false)
        }
    }
}
