// Which cells of the curses window are the right half of a wide character.

/// A map of the cells holding the right half of a wide character, kept by `CursesCanvas` as it
/// writes (ncurses has no public way to ask), so writing over half of a wide character can blank
/// the other half, as `MemoryCanvas` does.
struct ContinuationCells {
    private(set) var size: Size = .zero
    private var flags: [Bool] = []

    /// Forgets every wide character and takes `size` (after a clear or a resize).
    mutating func reset(to size: Size) {
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
        for column in columns { flags[start + column] = false }
    }

    /// Records a wide character starting at (`column`, `row`).
    mutating func markWide(column: Int, row: Int) {
        if column + 1 < size.width { flags[row * size.width + column + 1] = true }
    }
}
