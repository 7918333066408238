// The canvas on an ncurses window: wide-character cells, colour pairs, WACS box lines.

import CNcurses

/// A `Canvas` that draws into an ncurses window (the screen's `stdscr`). Drawing only changes
/// ncurses' virtual screen; `CursesScreen.present()` sends what changed to the terminal.
///
/// Text goes in runs of adjacent cells (`mvwaddnwstr`), cut after each wide character so every run
/// starts where our width table says it does, whatever ncurses' own `wcwidth` thinks. Writing over half
/// of a wide character blanks its other half (ncurses leaves it dangling), as on `MemoryCanvas`.
public final class CursesCanvas: Canvas {
    private let window: UnsafeMutablePointer<WINDOW>
    private let colors: ColorPairs
    private var run: [wchar_t] = []
    private var continuations = ContinuationCells()

    public var cursor: Point?

    init(window: UnsafeMutablePointer<WINDOW>, colors: ColorPairs) {
        self.window = window
        self.colors = colors
        run.reserveCapacity(256)
    }

    public var size: Size {
        var height: Int32 = 0
        var width: Int32 = 0
        cn_getmaxyx(window, &height, &width)
        return Size(width: Int(width), height: Int(height))
    }

    @discardableResult
    public func put(_ text: String, at position: Point, style: Style, clippedTo clip: Rect) -> Int {
        let rendition = colors.rendition(for: style)
        wattr_set(window, rendition.attributes, rendition.pair, nil)
        syncContinuations()
        let row = position.y
        var runStart = 0
        var runEnd = Int.min
        var firstColumn: Int?
        let drawn = TextPlacement.place(text, at: position, clippedTo: clip.intersection(bounds)) { column, character, width in
            if firstColumn == nil {
                firstColumn = column
                detachLeftHalf(column: column, row: row)
            }
            if column != runEnd {
                flushRun(row: row, columns: runStart..<max(runStart, runEnd))
                runStart = column
            }
            for scalar in character.unicodeScalars {
                run.append(wchar_t(bitPattern: scalar.value))
            }
            runEnd = column + width
            if width > 1 {
                flushRun(row: row, columns: runStart..<runEnd)
                continuations.markWide(column: column, row: row)
                runEnd = Int.min
            }
        }
        flushRun(row: row, columns: runStart..<max(runStart, runEnd))
        if let firstColumn { detachRightHalf(column: firstColumn + drawn, row: row) }
        return drawn
    }

    public func fill(_ rect: Rect, style: Style) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        syncContinuations()
        var space = cell(" ", style: style)
        for row in area.minY..<area.maxY {
            detachLeftHalf(column: area.minX, row: row)
            mvwhline_set(window, Int32(row), Int32(area.minX), &space, Int32(area.width))
            detachRightHalf(column: area.maxX, row: row)
            continuations.clear(row: row, columns: area.minX..<area.maxX)
        }
    }

    public func drawBox(_ rect: Rect, style: Style) {
        guard rect.intersection(bounds) == rect, rect.width >= 2, rect.height >= 2 else { return }
        syncContinuations()
        for row in [rect.minY, rect.maxY - 1] {
            detachLeftHalf(column: rect.minX, row: row)
            detachRightHalf(column: rect.maxX, row: row)
        }
        for row in rect.minY + 1..<rect.maxY - 1 {
            for column in [rect.minX, rect.maxX - 1] {
                detachLeftHalf(column: column, row: row)
                detachRightHalf(column: column + 1, row: row)
            }
        }
        let top = Int32(rect.minY)
        let bottom = Int32(rect.maxY - 1)
        let left = Int32(rect.minX)
        let right = Int32(rect.maxX - 1)
        var horizontal = lineCell(cn_wacs_hline(), style: style)
        var vertical = lineCell(cn_wacs_vline(), style: style)
        mvwhline_set(window, top, left + 1, &horizontal, Int32(rect.width - 2))
        mvwhline_set(window, bottom, left + 1, &horizontal, Int32(rect.width - 2))
        mvwvline_set(window, top + 1, left, &vertical, Int32(rect.height - 2))
        mvwvline_set(window, top + 1, right, &vertical, Int32(rect.height - 2))
        var corner = lineCell(cn_wacs_ulcorner(), style: style)
        mvwadd_wch(window, top, left, &corner)
        corner = lineCell(cn_wacs_urcorner(), style: style)
        mvwadd_wch(window, top, right, &corner)
        corner = lineCell(cn_wacs_llcorner(), style: style)
        mvwadd_wch(window, bottom, left, &corner)
        corner = lineCell(cn_wacs_lrcorner(), style: style)
        mvwadd_wch(window, bottom, right, &corner)
        for row in [rect.minY, rect.maxY - 1] { continuations.clear(row: row, columns: rect.minX..<rect.maxX) }
        for row in rect.minY + 1..<rect.maxY - 1 {
            continuations.clear(row: row, columns: rect.minX..<rect.minX + 1)
            continuations.clear(row: row, columns: rect.maxX - 1..<rect.maxX)
        }
    }

    public func clear() {
        wattr_set(window, cn_a_normal(), 0, nil)
        werase(window)
        continuations.reset(to: size)
        cursor = nil
    }

    /// Writes the pending run of characters into `columns` of `row`, records those cells as narrow
    /// and empties the run.
    private func flushRun(row: Int, columns: Range<Int>) {
        guard !run.isEmpty else { return }
        mvwaddnwstr(window, Int32(row), Int32(columns.lowerBound), run, Int32(run.count))
        continuations.clear(row: row, columns: columns)
        run.removeAll(keepingCapacity: true)
    }

    /// Starts the map afresh when the window changed size (the next frame clears it anyway).
    private func syncContinuations() {
        if continuations.size != size { continuations.reset(to: size) }
    }

    /// Before writing at `column`: if that cell is the right half of a wide character, blanks its left half.
    private func detachLeftHalf(column: Int, row: Int) {
        if continuations.isContinuation(column: column, row: row) { blank(column: column - 1, row: row) }
    }

    /// After writing up to (not including) `column`: if that cell was the right half of a wide character
    /// whose left half was just overwritten, blanks it.
    private func detachRightHalf(column: Int, row: Int) {
        guard continuations.isContinuation(column: column, row: row) else { return }
        blank(column: column, row: row)
        continuations.clear(row: row, columns: column..<column + 1)
    }

    /// Puts a space in the cell, keeping the cell's attributes and colours.
    private func blank(column: Int, row: Int) {
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

    /// A cell holding `character` in `style`.
    private func cell(_ character: Unicode.Scalar, style: Style) -> cchar_t {
        let rendition = colors.rendition(for: style)
        var result = cchar_t()
        let text: [wchar_t] = [wchar_t(bitPattern: character.value), 0]
        setcchar(&result, text, rendition.attributes, rendition.pair, nil)
        return result
    }

    /// A line-drawing cell from ncurses' WACS table (Unicode in a UTF-8 locale, the alternate
    /// character set otherwise) in `style`.
    private func lineCell(_ template: UnsafePointer<cchar_t>, style: Style) -> cchar_t {
        var text = [wchar_t](repeating: 0, count: 8)
        var templateAttributes: attr_t = 0
        var templatePair: Int16 = 0
        getcchar(template, &text, &templateAttributes, &templatePair, nil)
        let rendition = colors.rendition(for: style)
        var result = cchar_t()
        let attributes = rendition.attributes | (templateAttributes & cn_a_altcharset())
        setcchar(&result, text, attributes, rendition.pair, nil)
        return result
    }
}
