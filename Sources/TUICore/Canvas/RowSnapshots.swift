// The rows a view drew in the last frames, by screen line, kept with what they were drawn from.

/// Lets a view skip laying out a row whose drawing input has not changed since it last drew it there:
/// its cells come back from a `CellSnapshot` instead. A screen object owns one across frames (views
/// are values, redrawn from scratch every frame) and hands it to the view each frame.
///
/// What a row's cells depend on is split in two: the `Layout` every row of a frame shares (column
/// widths, colours…), compared once per frame by `begin(_:)`, and the row's own `Input` (its values,
/// whether it is selected…). A row is kept per screen line (its rectangle's `y`) and restored only
/// when its input, its rectangle and the layout are all unchanged, so the two must hold everything
/// the row's cells depend on. Rows holding a multi-scalar cluster are drawn every time (a snapshot
/// cannot keep them).
public final class RowSnapshots<Layout: Equatable, Input: Equatable> {
    /// A class: a generic struct read out of the array to compare it was copied through its type's
    /// metadata (input and snapshot retained and released) for every row of every frame. The state
    /// here and below is touched only by `draw` and `begin`, so it skips run-time exclusivity checks
    /// (three or four a row, a fifth of a kept row's cost); both are bracketed by `reentrancy`, which
    /// traps in debug builds when one is entered while another runs (a row's `draw` closure calling back).
    @usableFromInline
    final class Kept {
        @usableFromInline @exclusivity(unchecked) var input: Input
        /// Nil when the row could not be kept (it holds a multi-scalar cluster).
        @usableFromInline @exclusivity(unchecked) var snapshot: CellSnapshot?

        @usableFromInline
        init(input: Input, snapshot: CellSnapshot?) {
            self.input = input
            self.snapshot = snapshot
        }

        /// Puts the cells back when they were drawn from `input` into `rect` and `canvas` has all of it.
        @inlinable
        func restores(_ input: Input, in rect: Rect, on canvas: Canvas) -> Bool {
            guard let snapshot, snapshot.rect == rect, self.input == input, canvas.bounds.intersection(rect) == rect else { return false }
            canvas.restore(snapshot)
            return true
        }
    }

    /// The layout of the rows kept.
    @usableFromInline @exclusivity(unchecked) var layout: Layout?
    /// The rows kept, one per screen line drawn on; `slots` says which is whose line.
    @usableFromInline @exclusivity(unchecked) var kept: [Kept] = []
    /// By screen line: the index in `kept` of the row kept for it, -1 for none.
    @usableFromInline @exclusivity(unchecked) var slots: [Int] = []
    @usableFromInline @exclusivity(unchecked) var restored = 0
    @usableFromInline @exclusivity(unchecked) var reentrancy = ReentrancyCheck()

    /// How many rows were restored rather than drawn, in all (for tests and benchmarks).
    public var restoredRows: Int { restored }

    public init() {}

    /// Starts a frame whose rows are drawn with `layout`: the rows kept from a frame drawn with another
    /// layout are dropped.
    @inlinable
    public func begin(_ layout: Layout) {
        reentrancy.enter("RowSnapshots.begin")
        defer { reentrancy.leave() }
        guard layout != self.layout else { return }
        self.layout = layout
        kept.removeAll(keepingCapacity: true)
        slots.removeAll(keepingCapacity: true)
    }

    /// Draws a row from `input` into the one-line `rect`: restores the cells kept for that line when
    /// they were drawn from an equal input into the same rectangle, else calls `draw` and keeps what
    /// it drew. `draw` must set every cell of `rect` from `input` and the layout alone, draw
    /// nothing outside it, and not call back into these snapshots.
    @inlinable
    public func draw(_ input: Input, in rect: Rect, on canvas: Canvas, _ draw: () -> Void) {
        reentrancy.enter("RowSnapshots.draw")
        defer { reentrancy.leave() }
        let line = rect.y
        let slot = line >= 0 && line < slots.count ? slots[line] : -1
        if slot >= 0, kept[slot].restores(input, in: rect, on: canvas) {
            restored += 1
            return
        }
        draw()
        guard line >= 0 else { return }
        if line >= slots.count { slots.append(contentsOf: repeatElement(-1, count: line + 1 - slots.count)) }
        let snapshot = canvas.snapshot(of: rect)
        if slot >= 0 {
            kept[slot].input = input
            kept[slot].snapshot = snapshot
        } else {
            slots[line] = kept.count
            kept.append(Kept(input: input, snapshot: snapshot))
        }
    }
}
