// The rows a view drew in the last frames, by screen line, kept with what they were drawn from.

/// Lets a view skip laying out a row whose drawing input has not changed since it last drew it there:
/// its cells come back from a `CellSnapshot` instead. A screen object owns one across frames (views
/// are values, redrawn from scratch every frame) and hands it to the view each frame.
///
/// A row is kept per screen line (its rectangle's `y`) with the input it was drawn from; it is restored
/// only when both the input and the rectangle are the same, so the input must hold everything the
/// row's cells depend on (its values, styles, selection, column widths…). Rows holding a multi-scalar
/// cluster are drawn every time (a snapshot cannot keep them).
public final class RowSnapshots<Input: Equatable> {
    private struct Kept {
        var input: Input
        var snapshot: CellSnapshot
    }

    /// By screen line.
    private var kept: [Kept?] = []
    /// How many rows were restored rather than drawn, in all (for tests and benchmarks).
    public private(set) var restoredRows = 0

    public init() {}

    /// Draws a row from `input` into the one-line `rect`: restores the cells kept for that line when
    /// they were drawn from an equal input into the same rectangle, else calls `draw` and keeps what
    /// it drew. `draw` must set every cell of `rect` from `input` alone and draw nothing outside it.
    public func draw(_ input: Input, in rect: Rect, on canvas: Canvas, _ draw: () -> Void) {
        let line = rect.y
        if line >= 0, line < kept.count, let row = kept[line], row.snapshot.rect == rect,
           canvas.bounds.intersection(rect) == rect, row.input == input {
            canvas.restore(row.snapshot)
            restoredRows += 1
            return
        }
        draw()
        guard line >= 0 else { return }
        if line >= kept.count { kept.append(contentsOf: repeatElement(nil, count: line + 1 - kept.count)) }
        kept[line] = canvas.snapshot(of: rect).map { Kept(input: input, snapshot: $0) }
    }
}
