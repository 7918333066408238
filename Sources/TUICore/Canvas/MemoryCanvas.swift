// An in-memory canvas: a grid of cells, written lazily by row, for the terminal canvas, widget tests and benchmarks.

/// A `Canvas` that keeps its cells in memory. Tests draw on it and compare `lines` (and styles)
/// row by row; benchmarks draw on it to time rendering without a terminal; the terminal's canvas draws
/// each frame on one and compares it with the one shown.
///
/// Rows are written lazily: `clear()` only marks every row blank, and a one-row `restore` into a blank
/// row only notes the snapshot (`RowContent`). A row's cells are written the first time something else
/// draws on it or reads it, so a frame that puts most rows back as they were touches only the rows that
/// changed, and `CellDiff` tells two rows made the same way apart without reading them.
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

    // Unchecked exclusivity on the grid: runtime access checks cost a fifth of a frame's drawing. Every
    // method that writes these, or runs code of others while reading them, is bracketed by `reentrancy`,
    // which traps in debug builds when one is entered while another runs; the rest only read them.
    @exclusivity(unchecked) public private(set) var size: Size
    public var cursor: Point?
    /// Row-major cells, kept trivially copyable so clearing and filling are plain stores. A row not
    /// `rowsWrittenOut` holds stale cells: its `rowContents` says what it holds.
    @exclusivity(unchecked) private var cells: [StoredCell]
    /// What each row holds, as far as it is known without its cells.
    @exclusivity(unchecked) private var rowContents: [RowContent]
    /// Whether each row's cells hold what its `rowContents` says.
    @exclusivity(unchecked) private var rowsWrittenOut: [Bool]
    /// Grapheme clusters of more than one scalar (emoji sequences, decomposed Hangul), by code.
    @exclusivity(unchecked) private var clusters: [Character] = []
    @exclusivity(unchecked) private var clusterCodes: [Character: UInt32] = [:]
    @exclusivity(unchecked) private var reentrancy = ReentrancyCheck()

    /// What a row of the grid holds when that is known without reading its cells.
    enum RowContent {
        /// Every cell a plain space (its cells are written when the row is first drawn on or read).
        case blank
        /// Blank but for one snapshot of part of this row, put back and not yet written out.
        case restored(CellSnapshot)
        /// Whatever its cells hold (always written out).
        case drawn
    }

    /// A blank canvas of `size`.
    public init(size: Size) {
        self.size = size
        self.cells = Array(repeating: .blank, count: size.width * size.height)
        self.rowContents = Array(repeating: .blank, count: size.height)
        self.rowsWrittenOut = Array(repeating: true, count: size.height)
    }

    /// Changes the size (as a terminal resize does) and blanks every cell.
    public func resize(to size: Size) {
        reentrancy.enter("MemoryCanvas.resize")
        defer { reentrancy.leave() }
        self.size = size
        cells = Array(repeating: .blank, count: size.width * size.height)
        rowContents = Array(repeating: .blank, count: size.height)
        rowsWrittenOut = Array(repeating: true, count: size.height)
        forgetClusters()
        cursor = nil
    }

    /// The cell at `point`, which must be on the canvas.
    public func cell(at point: Point) -> Cell {
        reentrancy.enter("MemoryCanvas.cell(at:)")
        defer { reentrancy.leave() }
        precondition(bounds.contains(point), "cell \(point) is outside the \(size) canvas")
        writeOutRows(point.y..<point.y + 1)
        let stored = cells[point.y * size.width + point.x]
        guard stored.code != StoredCell.continuation else {
            return Cell(character: " ", style: Style(packed: stored.style), isContinuation: true)
        }
        return Cell(character: character(for: stored.code), style: Style(packed: stored.style), isContinuation: false)
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
        reentrancy.enter("MemoryCanvas.line")
        defer { reentrancy.leave() }
        writeOutRows(row..<row + 1)
        var text = ""
        for cell in cells[row * size.width..<(row + 1) * size.width] where cell.code != StoredCell.continuation {
            text.append(character(for: cell.code))
        }
        return text
    }

    /// Row `row` as one legend character per cell, for asserting styles line by line: each cell shows
    /// `legend[its style]`, or `?` for a style not in the legend.
    /// E.g. `[.plain: ".", selected: "#"]` gives `"##########......"`.
    public func styleLine(_ row: Int, legend: [Style: Character]) -> String {
        reentrancy.enter("MemoryCanvas.styleLine")
        defer { reentrancy.leave() }
        writeOutRows(row..<row + 1)
        return String(cells[row * size.width..<(row + 1) * size.width].map { legend[Style(packed: $0.style)] ?? "?" })
    }

    @discardableResult
    public func put(_ text: String, at position: Point, style: Style, clippedTo clip: Rect) -> Int {
        reentrancy.enter("MemoryCanvas.put")
        defer { reentrancy.leave() }
        let start = position.y * size.width
        let width = size.width
        let area = clip.intersection(bounds)
        let packedStyle = style.packed
        if position.y >= area.minY, position.y < area.maxY { prepareToDraw(rows: position.y..<position.y + 1) }
        return cells.withUnsafeMutableBufferPointer { buffer in
            TextPlacement.placeGlyphs(text, at: position, clippedTo: area) { column, glyph, cellWidth in
                let stored = StoredCell(code: code(for: glyph), style: packedStyle)
                Self.write(stored, width: cellWidth, at: start + column, column: column, rowWidth: width, in: buffer)
            }
        }
    }

    public func fill(_ rect: Rect, style: Style) {
        reentrancy.enter("MemoryCanvas.fill")
        defer { reentrancy.leave() }
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let width = size.width
        let space = StoredCell(code: StoredCell.space, style: style.packed)
        cells.withUnsafeMutableBufferPointer { buffer in
            for row in area.minY..<area.maxY {
                // Plain spaces on a blank row leave it blank.
                if space == .blank, case .blank = rowContents[row] { continue }
                prepareToDraw(row, in: buffer)
                let start = row * width
                Self.detachWideCharacters(around: area, rowStart: start, rowWidth: width, in: buffer)
                for index in start + area.minX..<start + area.maxX {
                    buffer[index] = space
                }
            }
        }
    }

    public func snapshot(of rect: Rect) -> CellSnapshot? {
        reentrancy.enter("MemoryCanvas.snapshot")
        defer { reentrancy.leave() }
        guard !rect.isEmpty, rect.intersection(bounds) == rect else { return nil }
        if rect.height == 1, case .restored(let kept) = rowContents[rect.minY], kept.rect == rect { return kept }
        writeOutRows(rect.minY..<rect.maxY)
        let width = size.width
        var taken: [StoredCell] = []
        taken.reserveCapacity(rect.width * rect.height)
        let complete = cells.withUnsafeBufferPointer { buffer in
            for row in rect.minY..<rect.maxY {
                let rowCells = buffer[row * width + rect.minX..<row * width + rect.maxX]
                guard !rowCells.contains(where: \.isCluster) else { return false }
                taken.append(contentsOf: rowCells)
            }
            return true
        }
        return complete ? CellSnapshot(rect: rect, cells: taken) : nil
    }

    public func restore(_ snapshot: CellSnapshot) {
        reentrancy.enter("MemoryCanvas.restore")
        defer { reentrancy.leave() }
        let rect = snapshot.rect
        guard !rect.isEmpty, rect.intersection(bounds) == rect else { return }
        if rect.height == 1, case .blank = rowContents[rect.minY] {
            rowContents[rect.minY] = .restored(snapshot)
            rowsWrittenOut[rect.minY] = false
            return
        }
        let width = size.width
        cells.withUnsafeMutableBufferPointer { buffer in
            snapshot.cells.withUnsafeBufferPointer { source in
                for row in rect.minY..<rect.maxY {
                    prepareToDraw(row, in: buffer)
                    let start = row * width
                    Self.detachWideCharacters(around: rect, rowStart: start, rowWidth: width, in: buffer)
                    let from = (row - rect.minY) * rect.width
                    let target = UnsafeMutableBufferPointer(rebasing: buffer[start + rect.minX..<start + rect.maxX])
                    _ = target.update(fromContentsOf: source[from..<from + rect.width])
                }
            }
        }
    }

    public func drawBox(_ rect: Rect, style: Style) {
        reentrancy.enter("MemoryCanvas.drawBox")
        defer { reentrancy.leave() }
        guard rect.intersection(bounds) == rect, rect.width >= 2, rect.height >= 2 else { return }
        prepareToDraw(rows: rect.minY..<rect.maxY)
        let width = size.width
        let packedStyle = style.packed
        func cell(_ scalar: Unicode.Scalar) -> StoredCell { StoredCell(code: scalar.value, style: packedStyle) }
        cells.withUnsafeMutableBufferPointer { buffer in
            func write(_ scalar: Unicode.Scalar, column: Int, row: Int) {
                Self.write(cell(scalar), width: 1, at: row * width + column, column: column, rowWidth: width, in: buffer)
            }
            for column in rect.minX + 1..<rect.maxX - 1 {
                write("─", column: column, row: rect.minY)
                write("─", column: column, row: rect.maxY - 1)
            }
            for row in rect.minY + 1..<rect.maxY - 1 {
                write("│", column: rect.minX, row: row)
                write("│", column: rect.maxX - 1, row: row)
            }
            write("┌", column: rect.minX, row: rect.minY)
            write("┐", column: rect.maxX - 1, row: rect.minY)
            write("└", column: rect.minX, row: rect.maxY - 1)
            write("┘", column: rect.maxX - 1, row: rect.maxY - 1)
        }
    }

    /// Marks every row blank; a row's cells are blanked when it is first drawn on or read.
    public func clear() {
        reentrancy.enter("MemoryCanvas.clear")
        defer { reentrancy.leave() }
        for row in rowContents.indices {
            rowContents[row] = .blank
            rowsWrittenOut[row] = false
        }
        forgetClusters()
        cursor = nil
    }

    /// Writes out the cells of `rows` that are only noted as blank or restored (see `RowContent`);
    /// what the rows are known to hold stays known.
    func writeOut(rows: Range<Int>) {
        reentrancy.enter("MemoryCanvas.writeOut")
        defer { reentrancy.leave() }
        writeOutRows(rows)
    }

    /// `writeOut(rows:)` for this class's own methods, already inside an entry point.
    @inline(__always)
    private func writeOutRows(_ rows: Range<Int>) {
        let rows = rows.clamped(to: 0..<size.height)
        guard rows.contains(where: { !rowsWrittenOut[$0] }) else { return }
        cells.withUnsafeMutableBufferPointer { buffer in
            for row in rows { writeOut(row, in: buffer) }
        }
    }

    /// Writes out `rows` before something draws on them, after which they hold whatever is drawn.
    @inline(__always)
    private func prepareToDraw(rows: Range<Int>) {
        let rows = rows.clamped(to: 0..<size.height)
        // Most draws land on rows drawn on already this frame.
        guard rows.contains(where: { !isDrawn($0) }) else { return }
        writeOutRows(rows)
        for row in rows { rowContents[row] = .drawn }
    }

    @inline(__always)
    private func isDrawn(_ row: Int) -> Bool {
        if case .drawn = rowContents[row] { return true }
        return false
    }

    @inline(__always)
    private func prepareToDraw(_ row: Int, in buffer: UnsafeMutableBufferPointer<StoredCell>) {
        guard !isDrawn(row) else { return }
        writeOut(row, in: buffer)
        rowContents[row] = .drawn
    }

    /// Writes out row `row`'s cells into `buffer` (the grid's) when they are only noted.
    @inline(__always)
    private func writeOut(_ row: Int, in buffer: UnsafeMutableBufferPointer<StoredCell>) {
        guard !rowsWrittenOut[row] else { return }
        let start = row * size.width
        UnsafeMutableBufferPointer(rebasing: buffer[start..<start + size.width]).update(repeating: .blank)
        if case .restored(let snapshot) = rowContents[row] {
            let rect = snapshot.rect
            snapshot.cells.withUnsafeBufferPointer { source in
                _ = UnsafeMutableBufferPointer(rebasing: buffer[start + rect.minX..<start + rect.maxX]).update(fromContentsOf: source)
            }
        }
        rowsWrittenOut[row] = true
    }

    /// Whether row `row` is known to hold the same cells as the same row of `other` without reading
    /// either: both blank, or both blank but for the same snapshot (the same cells, not equal ones).
    func rowIsKnownEqual(_ row: Int, to other: MemoryCanvas) -> Bool {
        switch (rowContents[row], other.rowContents[row]) {
        case (.blank, .blank):
            return true
        case (.restored(let mine), .restored(let theirs)):
            return mine.isSame(as: theirs)
        default:
            return false
        }
    }

    private func forgetClusters() {
        clusters.removeAll(keepingCapacity: true)
        clusterCodes.removeAll(keepingCapacity: true)
    }

    /// The stored code of `glyph`: its scalar value, or a flagged index into `clusters`.
    @inline(__always)
    private func code(for glyph: TextPlacement.Glyph) -> UInt32 {
        switch glyph {
        case .ascii(let byte):
            return UInt32(byte)
        case .syllable(let value), .symbol(let value):
            return value
        case .cluster(let character):
            var scalars = character.unicodeScalars.makeIterator()
            if let first = scalars.next(), scalars.next() == nil { return first.value }
            if let known = clusterCodes[character] { return known }
            let code = StoredCell.clusterFlag | UInt32(clusters.count)
            clusters.append(character)
            clusterCodes[character] = code
            return code
        }
    }

    /// The cells of row `row`, row-major indices (`row * size.width + column`), written out first: what a
    /// backend reads to send the runs `CellDiff` found. A copy-on-write slice of the grid, so it stays
    /// valid whatever the canvas does next (drawing while one is kept copies the grid).
    public func storedCells(ofRow row: Int) -> ArraySlice<StoredCell> {
        reentrancy.enter("MemoryCanvas.storedCells")
        defer { reentrancy.leave() }
        precondition(row >= 0 && row < size.height, "row \(row) is outside the \(size) canvas")
        writeOutRows(row..<row + 1)
        return cells[row * size.width..<(row + 1) * size.width]
    }

    /// Calls `body` with the row-major cells as stored, rows not written out included (`CellDiff`
    /// writes out the rows it reads).
    func withCellsAsStored<Result>(_ body: (UnsafeBufferPointer<StoredCell>) -> Result) -> Result {
        reentrancy.enter("MemoryCanvas.withCellsAsStored")
        defer { reentrancy.leave() }
        return cells.withUnsafeBufferPointer(body)
    }

    /// Whether any cell holds a multi-scalar cluster (whose codes only this canvas can read); without
    /// any, two canvases' rows are equal exactly when their bytes are.
    public var holdsClusters: Bool { !clusters.isEmpty }

    /// The character a stored code stands for (not the continuation mark).
    public func character(for code: UInt32) -> Character {
        if code & StoredCell.clusterFlag != 0 { return clusters[Int(code & ~StoredCell.clusterFlag)] }
        return Character(Unicode.Scalar(code) ?? " ")
    }

    /// Writes `cell`, `width` cells wide, at `index` (column `column`), first blanking the other half
    /// of any wide character it partly covers. The cells must lie on the canvas.
    @inline(__always)
    private static func write(
        _ cell: StoredCell,
        width: Int,
        at index: Int,
        column: Int,
        rowWidth: Int,
        in buffer: UnsafeMutableBufferPointer<StoredCell>
    ) {
        detachWideCharacter(at: index, column: column, in: buffer)
        let end = index + width
        if column + width < rowWidth, buffer[end].code == StoredCell.continuation {
            buffer[end].code = StoredCell.space
        }
        buffer[index] = cell
        if width == 2 {
            buffer[index + 1] = StoredCell(code: StoredCell.continuation, style: cell.style)
        }
    }

    /// Blanks the outer half of a wide character cut by the left or right edge of `area` in the row
    /// starting at `rowStart`, before the cells inside are overwritten.
    @inline(__always)
    private static func detachWideCharacters(
        around area: Rect,
        rowStart: Int,
        rowWidth: Int,
        in buffer: UnsafeMutableBufferPointer<StoredCell>
    ) {
        detachWideCharacter(at: rowStart + area.minX, column: area.minX, in: buffer)
        if area.maxX < rowWidth, buffer[rowStart + area.maxX].code == StoredCell.continuation {
            buffer[rowStart + area.maxX].code = StoredCell.space
        }
    }

    /// If the cell at `index` is the right half of a wide character, blanks the left half.
    @inline(__always)
    private static func detachWideCharacter(at index: Int, column: Int, in buffer: UnsafeMutableBufferPointer<StoredCell>) {
        if column > 0, buffer[index].code == StoredCell.continuation {
            buffer[index - 1].code = StoredCell.space
        }
    }
}
