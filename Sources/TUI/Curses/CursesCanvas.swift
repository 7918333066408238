// The canvas on an ncurses window: wide-character cells, colour pairs, WACS box lines.

import CNcurses

/// A `Canvas` that draws into an ncurses window (the screen's `stdscr`). Drawing only changes
/// ncurses' virtual screen; `CursesScreen.present()` sends what changed to the terminal.
///
/// Text goes in runs of adjacent cells (`CursesTextRun`). Writing over half of a wide character blanks
/// its other half (ncurses leaves it dangling), as on `MemoryCanvas`. Filling a row that nothing has
/// touched since `clear()` with plain spaces is skipped: it would change nothing.
public final class CursesCanvas: Canvas {
    private let window: UnsafeMutablePointer<WINDOW>
    private let colors: ColorPairs
    // Unchecked exclusivity on the per-call state: runtime access checks were a tenth of a frame's time,
    // and only this class's own methods touch these, none of them reentrantly.
    /// Storage reused between calls, lent to each `CursesTextRun`.
    @exclusivity(unchecked) private var runBuffer: [cchar_t] = []
    @exclusivity(unchecked) private var continuations = ContinuationCells()
    /// Rows still blank and plain since the last `clear()`.
    @exclusivity(unchecked) private var untouchedRows: [Bool] = []

    public var cursor: Point?

    init(window: UnsafeMutablePointer<WINDOW>, colors: ColorPairs) {
        self.window = window
        self.colors = colors
        runBuffer.reserveCapacity(256)
    }

    public var size: Size {
        var height: Int32 = 0
        var width: Int32 = 0
        cn_getmaxyx(window, &height, &width)
        return Size(width: Int(width), height: Int(height))
    }

    @discardableResult
    public func put(_ text: String, at position: Point, style: Style, clippedTo clip: Rect) -> Int {
        let template = colors.rendition(for: style).blank
        let bounds = syncContinuations()
        touch(position.y)
        var run = CursesTextRun(window: window, row: position.y, template: template, cells: runBuffer, continuations: continuations)
        continuations = ContinuationCells()
        runBuffer = []
        let drawn = TextPlacement.placeGlyphs(text, at: position, clippedTo: clip.intersection(bounds)) { column, glyph, width in
            run.add(glyph, at: column, width: width)
        }
        run.finish(drawn: drawn)
        continuations = run.continuations
        runBuffer = run.cells
        return drawn
    }

    public func fill(_ rect: Rect, style: Style) {
        let area = rect.intersection(syncContinuations())
        guard !area.isEmpty else { return }
        let rendition = colors.rendition(for: style)
        let isPlain = rendition.attributes == cn_a_normal() && rendition.pair == 0
        var space = rendition.blank
        for row in area.minY..<area.maxY {
            if isPlain && row < untouchedRows.count && untouchedRows[row] { continue }
            touch(row)
            continuations.detachLeftHalf(column: area.minX, row: row, in: window)
            mvwhline_set(window, Int32(row), Int32(area.minX), &space, Int32(area.width))
            continuations.detachRightHalf(column: area.maxX, row: row, in: window)
            continuations.clear(row: row, columns: area.minX..<area.maxX)
        }
    }

    public func drawBox(_ rect: Rect, style: Style) {
        guard rect.intersection(syncContinuations()) == rect, rect.width >= 2, rect.height >= 2 else { return }
        let rendition = colors.rendition(for: style)
        let (top, bottom, left, right) = (rect.minY, rect.maxY - 1, rect.minX, rect.maxX - 1)
        (top...bottom).forEach(touch)
        for row in [top, bottom] {
            continuations.detachLeftHalf(column: left, row: row, in: window)
            continuations.detachRightHalf(column: right + 1, row: row, in: window)
            continuations.clear(row: row, columns: left..<right + 1)
        }
        for row in top + 1..<bottom {
            for column in [left, right] {
                continuations.detachLeftHalf(column: column, row: row, in: window)
                continuations.detachRightHalf(column: column + 1, row: row, in: window)
                continuations.clear(row: row, columns: column..<column + 1)
            }
        }
        var horizontal = Self.lineCell(cn_wacs_hline(), rendition: rendition)
        var vertical = Self.lineCell(cn_wacs_vline(), rendition: rendition)
        mvwhline_set(window, Int32(top), Int32(left + 1), &horizontal, Int32(rect.width - 2))
        mvwhline_set(window, Int32(bottom), Int32(left + 1), &horizontal, Int32(rect.width - 2))
        mvwvline_set(window, Int32(top + 1), Int32(left), &vertical, Int32(rect.height - 2))
        mvwvline_set(window, Int32(top + 1), Int32(right), &vertical, Int32(rect.height - 2))
        let corners = [
            (cn_wacs_ulcorner(), top, left), (cn_wacs_urcorner(), top, right),
            (cn_wacs_llcorner(), bottom, left), (cn_wacs_lrcorner(), bottom, right),
        ]
        for (template, row, column) in corners {
            var corner = Self.lineCell(template, rendition: rendition)
            mvwadd_wch(window, Int32(row), Int32(column), &corner)
        }
    }

    public func clear() {
        wattr_set(window, cn_a_normal(), 0, nil)
        werase(window)
        let size = self.size
        continuations.reset(to: size)
        if untouchedRows.count == size.height {
            untouchedRows.withUnsafeMutableBufferPointer { $0.update(repeating: true) }
        } else {
            untouchedRows = Array(repeating: true, count: size.height)
        }
        cursor = nil
    }

    /// Records that `row` may no longer be blank.
    private func touch(_ row: Int) {
        if row >= 0 && row < untouchedRows.count { untouchedRows[row] = false }
    }

    /// Starts the wide-character map afresh when the window changed size (the next frame clears it
    /// anyway); returns the window's bounds.
    private func syncContinuations() -> Rect {
        let size = self.size
        if continuations.size != size { continuations.reset(to: size) }
        return Rect(size: size)
    }

    /// A line-drawing cell from ncurses' WACS table (Unicode in a UTF-8 locale, the alternate
    /// character set otherwise) in the rendition's attributes and colours.
    private static func lineCell(_ template: UnsafePointer<cchar_t>?, rendition: CursesRendition) -> cchar_t {
        var text = [wchar_t](repeating: 0, count: CursesTextRun.scalarsPerCell + 1)
        var templateAttributes: attr_t = 0
        var templatePair: Int16 = 0
        getcchar(template, &text, &templateAttributes, &templatePair, nil)
        var result = cchar_t()
        let attributes = rendition.attributes | (templateAttributes & cn_a_altcharset())
        setcchar(&result, text, attributes, rendition.pair, nil)
        return result
    }
}
