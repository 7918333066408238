// The cells of one rectangle of a canvas as drawn, kept to put back in a later frame.

/// What a rectangle of a canvas held when `Canvas.snapshot(of:)` took it, row-major: what a view keeps
/// between frames to put back with `Canvas.restore(_:)` instead of laying out text that did not change.
/// It never holds a multi-scalar cluster (their codes index one canvas's table, rebuilt every frame),
/// so it can be restored on any canvas that has its rectangle.
public struct CellSnapshot: Equatable, Sendable {
    /// Where the cells were taken from, and where they go back.
    public let rect: Rect
    let cells: [StoredCell]

    init(rect: Rect, cells: [StoredCell]) {
        self.rect = rect
        self.cells = cells
    }

    /// Whether `other` is this very snapshot (its cells the same storage, not merely equal): a check
    /// that reads no cell. Both are alive, so equal storage addresses are one array.
    func isSame(as other: CellSnapshot) -> Bool {
        rect == other.rect && cells.withUnsafeBufferPointer { mine in
            other.cells.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
        }
    }
}
