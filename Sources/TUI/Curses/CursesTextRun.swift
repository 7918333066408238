// Collects the cells of one line of text and writes them to ncurses in runs.

import CNcurses

/// The cells of one `CursesCanvas.put`: adjacent cells are gathered into a run and written with one
/// `mvwadd_wchnstr`. A run ends after each wide character, so every run starts where our width table
/// says, whatever ncurses' own `wcwidth` thinks. A value, so the per-cell work needs no exclusivity checks.
struct CursesTextRun {
    /// Scalars a cell holds: a base character and up to four combining marks (ncurses' CCHARW_MAX).
    static let scalarsPerCell = 5

    private let window: UnsafeMutablePointer<WINDOW>
    private let row: Int
    private let template: cchar_t
    private(set) var cells: [cchar_t]
    private(set) var continuations: ContinuationCells
    private var start = 0
    private var end = Int.min
    private var firstColumn: Int?

    /// A run on `row` of `window` in the style of `template` (a blank cell), reusing `cells`' storage.
    init(window: UnsafeMutablePointer<WINDOW>, row: Int, template: cchar_t, cells: [cchar_t], continuations: ContinuationCells) {
        self.window = window
        self.row = row
        self.template = template
        self.cells = cells
        self.continuations = continuations
    }

    /// Adds a glyph of `width` cells at `column`.
    mutating func add(_ glyph: TextPlacement.Glyph, at column: Int, width: Int) {
        if firstColumn == nil {
            firstColumn = column
            continuations.detachLeftHalf(column: column, row: row, in: window)
        }
        if column != end {
            flush()
            start = column
        }
        var cell = template
        Self.store(glyph, in: &cell)
        cells.append(cell)
        end = column + width
        if width > 1 {
            flush()
            continuations.markWide(column: column, row: row)
            end = Int.min
        }
    }

    /// Writes what is left; `drawn` is the number of cells the text covered.
    mutating func finish(drawn: Int) {
        flush()
        if let firstColumn { continuations.detachRightHalf(column: firstColumn + drawn, row: row, in: window) }
    }

    private mutating func flush() {
        guard !cells.isEmpty else { return }
        mvwadd_wchnstr(window, Int32(row), Int32(start), cells, Int32(cells.count))
        continuations.clear(row: row, columns: start..<start + cells.count)
        cells.removeAll(keepingCapacity: true)
    }

    /// Puts the glyph's scalars (a base and its combining marks) into `cell`.
    @inline(__always)
    private static func store(_ glyph: TextPlacement.Glyph, in cell: inout cchar_t) {
        switch glyph {
        case .ascii(let byte):
            cell.chars.0 = wchar_t(byte)
        case .syllable(let value):
            cell.chars.0 = wchar_t(bitPattern: value)
        case .cluster(let character):
            withUnsafeMutableBytes(of: &cell.chars) { bytes in
                let slots = bytes.bindMemory(to: wchar_t.self)
                var index = 0
                for scalar in character.unicodeScalars where index < scalarsPerCell {
                    slots[index] = wchar_t(bitPattern: scalar.value)
                    index += 1
                }
                if index < scalarsPerCell { slots[index] = 0 }
            }
        }
    }
}
