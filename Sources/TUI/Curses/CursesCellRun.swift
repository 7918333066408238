// Gathers adjacent cells of one row and writes them to ncurses in runs.

import CNcurses

/// Cells going to one row of the window: adjacent ones are gathered into a run and written with one
/// `mvwadd_wchnstr`. A run ends after each wide character, so every run starts where our width table
/// says, whatever ncurses' own `wcwidth` thinks. A value, so the per-cell work needs no exclusivity checks.
struct CursesCellRun {
    /// Scalars a cell holds: a base character and up to four combining marks (ncurses' CCHARW_MAX).
    static let scalarsPerCell = 5

    private let window: UnsafeMutablePointer<WINDOW>
    private(set) var cells: [cchar_t]
    private var row = 0
    private var start = 0
    private var end = Int.min

    /// Runs on `window`, reusing `cells`' storage.
    init(window: UnsafeMutablePointer<WINDOW>, cells: [cchar_t]) {
        self.window = window
        self.cells = cells
    }

    /// Adds `cell` at (`column`, `row`); `isWide` when it takes two cells.
    @inline(__always)
    mutating func add(_ cell: cchar_t, row: Int, column: Int, isWide: Bool) {
        if column != end || row != self.row {
            flush()
            self.row = row
            start = column
        }
        cells.append(cell)
        end = column + 1
        if isWide {
            flush()
            end = Int.min
        }
    }

    /// Writes the cells gathered so far.
    mutating func flush() {
        guard !cells.isEmpty else { return }
        mvwadd_wchnstr(window, Int32(row), Int32(start), cells, Int32(cells.count))
        cells.removeAll(keepingCapacity: true)
    }

    /// Puts `character`'s scalars (a base and its combining marks) into `cell`.
    static func store(_ character: Character, in cell: inout cchar_t) {
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
