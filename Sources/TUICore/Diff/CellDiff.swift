// The pure cell diff: which cells of a canvas changed from one frame to the next, in runs.

import Glibc

/// Compares two frames cell by cell (character and style) and returns the runs of cells that differ,
/// row by row, left to right. A backend rewrites only those runs (the curses canvas writes each
/// after one cursor move), so a frame that changes a fifth of the screen costs a fifth of the work.
///
/// Frames of different sizes share no cells: every cell of `next` is in a run (after a resize, or the
/// first frame against an empty `previous`). Multi-scalar clusters are compared as characters, since
/// their stored codes index each canvas's own table.
public enum CellDiff {
    /// The runs of `next` that differ from `previous` (see `CellRun`); none for identical frames.
    public static func runs(from previous: MemoryCanvas, to next: MemoryCanvas) -> [CellRun] {
        let size = next.size
        let width = size.width
        let comparable = previous.size == size
        // Without clusters on either side, an unchanged row is one memcmp.
        let bytewise = !previous.holdsClusters && !next.holdsClusters
        var runs: [CellRun] = []
        // Room for two runs a row at once: a frame of moving prices has dozens, regrown one by one before.
        runs.reserveCapacity(2 * size.height)
        for row in 0..<size.height {
            // Rows made the same way (blank, or the same snapshot put back) are equal unread.
            if comparable, next.rowIsKnownEqual(row, to: previous) { continue }
            next.writeOut(rows: row..<row + 1)
            if comparable { previous.writeOut(rows: row..<row + 1) }
            next.withCellsAsStored { cells in
                previous.withCellsAsStored { shown in
                    appendRuns(ofRow: row, width: width, cells, shown, comparable: comparable, bytewise: bytewise, previous: previous, next: next, to: &runs)
                }
            }
        }
        return runs
    }

    /// Appends the runs of row `row` of `next` (`cells`) that differ from `previous` (`shown`): every
    /// cell when the frames are not `comparable`. Both rows must be written out.
    @inline(__always)
    private static func appendRuns(
        ofRow row: Int,
        width: Int,
        _ cells: UnsafeBufferPointer<StoredCell>,
        _ shown: UnsafeBufferPointer<StoredCell>,
        comparable: Bool,
        bytewise: Bool,
        previous: MemoryCanvas,
        next: MemoryCanvas,
        to runs: inout [CellRun]
    ) {
        let rowStart = row * width
        if comparable, isUnchanged(cells, shown, from: rowStart, count: width, bytewise: bytewise) { return }
        var runStart: Int?
        var column = 0
        while column < width {
            if runStart == nil, comparable, bytewise {
                // Outside a run, equal cells are passed in a tight loop (a changed row differs in a few
                // cells: a price, a volume); where it stops on the right half of a wide character whose
                // left half is equal, the walk goes back to that left half, as runs start there.
                while column < width, cells[rowStart + column] == shown[rowStart + column] { column += 1 }
                guard column < width else { break }
                if column > 0, cells[rowStart + column].code == StoredCell.continuation { column -= 1 }
            }
            let index = rowStart + column
            let isWide = column + 1 < width && cells[index + 1].code == StoredCell.continuation
            let changed = !comparable
                || differs(shown[index], in: previous, from: cells[index], in: next)
                || (isWide && differs(shown[index + 1], in: previous, from: cells[index + 1], in: next))
            if changed {
                let start = runStart ?? column
                if isWide {
                    runs.append(CellRun(row: row, columns: start..<column + 2))
                    runStart = nil
                } else {
                    runStart = start
                }
            } else if let start = runStart {
                runs.append(CellRun(row: row, columns: start..<column))
                runStart = nil
            }
            column += isWide ? 2 : 1
        }
        if let start = runStart { runs.append(CellRun(row: row, columns: start..<width)) }
    }

    /// Whether `count` cells from `start` are the same in both frames, none of them a multi-scalar
    /// cluster (whose equal codes may stand for different characters): most rows of a frame where a
    /// few prices moved, checked in one pass before the cell-by-cell walk — one `memcmp` when the
    /// frames hold no cluster at all (`bytewise`).
    @inline(__always)
    private static func isUnchanged(
        _ cells: UnsafeBufferPointer<StoredCell>,
        _ shown: UnsafeBufferPointer<StoredCell>,
        from start: Int,
        count: Int,
        bytewise: Bool
    ) -> Bool {
        if bytewise, let cellsBase = cells.baseAddress, let shownBase = shown.baseAddress {
            return memcmp(cellsBase + start, shownBase + start, count * MemoryLayout<StoredCell>.stride) == 0
        }
        for index in start..<start + count {
            let cell = cells[index]
            if cell != shown[index] || cell.isCluster { return false }
        }
        return true
    }

    /// Whether cell `old` of `previous` shows something else than cell `new` of `next`.
    @inline(__always)
    private static func differs(_ old: StoredCell, in previous: MemoryCanvas, from new: StoredCell, in next: MemoryCanvas) -> Bool {
        guard old.isCluster || new.isCluster else { return old != new }
        guard old.isCluster && new.isCluster && old.style == new.style else { return true }
        return previous.character(for: old.code) != next.character(for: new.code)
    }
}
