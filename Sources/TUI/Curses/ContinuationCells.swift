// Which cells of the curses window are the right half of a wide character, and repairing split ones.

import CNcurses

/// A map of the cells holding the right half of a wide character, kept by `CursesCanvas` as it
/// writes (ncurses has no public way to ask), so writing over half of a wide character can blank
/// the other half, as `MemoryCanvas` does.
struct ContinuationCells {
    private(set) var size: Size = .zero
    private var flags: [Bool] = []

    /// Forgets every wide character and takes `size` (after a clear or a resize).
    mutating func reset(to size: Size) {
        if size == self.size {
            flags.withUnsafeMutableBufferPointer { $0.update(repeating: false) }
            return
        }
        self.size = size
        flags = Array(repeating: false, count: size.width * size.height)
    }

    /// Whether the cell at (`column`, `row`) is the right half of a wide character.
    func isContinuation(column: Int, row: Int) -> Bool {
        column >= 0 && column < size.width && row >= 0 && row < size.height && flags[row * size.width + column]
    }

    /// Records that `columns` of `row` now hold narrow characters.
    mutating func clear(row: Int, columns: Range<Int>) {
        guard !columns.isEmpty else { return }
        let start = row * size.width
        flags.withUnsafeMutableBufferPointer { flags in
            UnsafeMutableBufferPointer(rebasing: flags[start + columns.lowerBound..<start + columns.upperBound]).update(repeating: false)
        }
    }

    /// Records a wide character starting at (`column`, `row`).
    mutating func markWide(column: Int, row: Int) {
        if column + 1 < size.width { flags[row * size.width + column + 1] = true }
    }

    /// Before writing at `column`: if that cell is the right half of a wide character, blanks its left half.
    func detachLeftHalf(column: Int, row: Int, in window: UnsafeMutablePointer<WINDOW>) {
        if isContinuation(column: column, row: row) { Self.blank(column: column - 1, row: row, in: window) }
    }

    /// After writing up to (not including) `column`: if that cell was the right half of a wide character
    /// whose left half was just overwritten, blanks it.
    mutating func detachRightHalf(column: Int, row: Int, in window: UnsafeMutablePointer<WINDOW>) {
        guard isContinuation(column: column, row: row) else { return }
        Self.blank(column: column, row: row, in: window)
        clear(row: row, columns: column..<column + 1)
    }

    /// Puts a space in the cell, keeping the cell's attributes and colours.
    private static func blank(column: Int, row: Int, in window: UnsafeMutablePointer<WINDOW>) {
        var existing = cchar_t()
        mvwin_wch(window, Int32(row), Int32(column), &existing)
        var text = [wchar_t](repeating: 0, count: 8)
        var attributes: attr_t = 0
        var pair: Int16 = 0
        getcchar(&existing, &text, &attributes, &pair, nil)
        var space = cchar_t()
        setcchar(&space, [32, 0], attributes, pair, nil)
        mvwadd_wch(window, Int32(row), Int32(column), &space)
    }
}
