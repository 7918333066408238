// A run of adjacent changed cells in one row: what a backend rewrites between two frames.

/// Adjacent cells of one row that differ between two frames, as `CellDiff` finds them.
///
/// A run starts at the left cell of a character and holds whole characters only: a wide character
/// (two cells) is always the last of its run and its right half is inside `columns`, so a backend
/// whose own width table disagrees about that character still starts every run where ours says.
public struct CellRun: Hashable, Sendable {
    /// The row, from 0 at the top.
    public var row: Int
    /// The columns the run covers, continuation cells included.
    public var columns: Range<Int>

    public init(row: Int, columns: Range<Int>) {
        self.row = row
        self.columns = columns
    }
}
