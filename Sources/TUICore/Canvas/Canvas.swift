// The drawing surface every view draws into: curses on the terminal, a grid in memory for tests.

import DisplayText

/// A grid of cells to draw on. Widgets draw into a `Rect` of a canvas; they never talk to the terminal.
///
/// Text is laid out by grapheme cluster with `DisplayWidth`: a wide character (Hangul, CJK, emoji)
/// takes two cells and is never split. Where only one of its cells is inside the clip rectangle, that
/// cell gets a space in the text's style instead. Controls and zero-width clusters are not drawn.
/// Writing over half of a wide character already on the canvas blanks its other half.
public protocol Canvas: AnyObject {
    /// Columns and rows of the canvas.
    var size: Size { get }

    /// Where the hardware cursor goes (the caret of the focused text field, where a Korean IME draws
    /// the syllable being composed), or nil to hide it.
    var cursor: Point? { get set }

    /// Draws `text` in `style` starting at `position`, drawing only inside `clip` (and the canvas).
    /// Returns the number of cells drawn inside the clip, padding spaces included.
    @discardableResult
    func put(_ text: String, at position: Point, style: Style, clippedTo clip: Rect) -> Int

    /// Fills `rect` with spaces in `style`.
    func fill(_ rect: Rect, style: Style)

    /// Draws a single-line box along the border of `rect` (nothing when it is under 2×2); the inside
    /// is left as it is.
    func drawBox(_ rect: Rect, style: Style)

    /// Blanks every cell to a plain space and hides the cursor: the start of a new frame.
    func clear()

    /// The cells of `rect` as drawn so far, or nil when `rect` is empty or not wholly on the canvas, or
    /// holds a multi-scalar cluster (an emoji sequence, decomposed Hangul), which a snapshot cannot keep.
    func snapshot(of rect: Rect) -> CellSnapshot?

    /// Puts `snapshot`'s cells back into its rectangle (nothing when that is not wholly on the canvas).
    /// Like `fill`, it blanks the outer half of a wide character on the canvas that the rectangle cuts,
    /// so restoring cells leaves the canvas as drawing them again would.
    func restore(_ snapshot: CellSnapshot)
}

extension Canvas {
    /// The whole canvas as a rectangle.
    public var bounds: Rect { Rect(size: size) }

    /// Draws `text` at `position`, clipped to the canvas only.
    @discardableResult
    public func put(_ text: String, at position: Point, style: Style = .plain) -> Int {
        put(text, at: position, style: style, clippedTo: bounds)
    }

    /// Draws `text` into a one-row `rect`, truncated with an ellipsis when too wide and placed by
    /// `alignment` when narrower; the rest of the row is not touched.
    public func put(_ text: String, in rect: Rect, style: Style, alignment: TextAlignment = .left) {
        guard rect.height > 0, rect.width > 0 else { return }
        let width = DisplayWidth.of(text)
        let fitted = width > rect.width ? CellLayout.truncated(text, toCells: rect.width) : text
        let fittedWidth = width > rect.width ? DisplayWidth.of(fitted) : width
        let x = rect.x + alignment.leadingPadding(contentWidth: fittedWidth, cells: rect.width)
        put(fitted, at: Point(x: x, y: rect.y), style: style, clippedTo: rect)
    }

    /// Draws a box along the border of `rect` with `title` set into its top border, two cells in
    /// (`┌─ Title ───┐`), truncated with an ellipsis to fit.
    public func drawBox(_ rect: Rect, style: Style, title: String, titleStyle: Style) {
        drawBox(rect, style: style)
        let titleArea = Rect(x: rect.x + 2, y: rect.y, width: rect.width - 4, height: min(rect.height, 1))
        guard !title.isEmpty, titleArea.width > 2 else { return }
        put(" " + CellLayout.truncated(title, toCells: titleArea.width - 2) + " ", in: titleArea, style: titleStyle)
    }
}
