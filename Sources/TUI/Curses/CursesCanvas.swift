// The canvas on an ncurses window: a frame drawn in memory, of which only the changed cells go to ncurses.

import CNcurses

/// A `Canvas` that draws into an ncurses window (the screen's `stdscr`).
///
/// A frame is drawn on a `MemoryCanvas` (so both canvases place every cell by the same rules); `flush()`
/// then hands ncurses only the cells that differ from what the window already shows, in runs of
/// adjacent cells, and `CursesScreen.present()` lets ncurses send them to the terminal.
/// A frame that changes a fifth of the screen costs ncurses a fifth of the work. Box lines go out as
/// ncurses' WACS characters (Unicode in a UTF-8 locale, the alternate character set otherwise).
public final class CursesCanvas: Canvas {
    /// What a cell of `shown` holds when the window's cell is not known (after a resize), or holds a
    /// multi-scalar cluster, whose code means nothing in the next frame: it always differs.
    private static let unknown = StoredCell(code: 0xFFFF_FFFE, style: 0)

    private let window: UnsafeMutablePointer<WINDOW>
    private let colors: ColorPairs
    // Unchecked exclusivity on the per-frame state: runtime access checks were a tenth of a frame's
    // time, and only this class's own methods touch these, none of them reentrantly.
    /// The frame being drawn.
    @exclusivity(unchecked) private var frame: MemoryCanvas
    /// What the window holds, cell by cell, as of the last `flush()`.
    @exclusivity(unchecked) private var shown: [StoredCell] = []
    /// The cells of the run being gathered, reused between flushes.
    @exclusivity(unchecked) private var runBuffer: [cchar_t] = []

    public var cursor: Point?

    init(window: UnsafeMutablePointer<WINDOW>, colors: ColorPairs) {
        self.window = window
        self.colors = colors
        frame = MemoryCanvas(size: .zero)
    }

    public var size: Size {
        var height: Int32 = 0
        var width: Int32 = 0
        cn_getmaxyx(window, &height, &width)
        return Size(width: Int(width), height: Int(height))
    }

    @discardableResult
    public func put(_ text: String, at position: Point, style: Style, clippedTo clip: Rect) -> Int {
        followWindowSize()
        return frame.put(text, at: position, style: style, clippedTo: clip)
    }

    public func fill(_ rect: Rect, style: Style) {
        followWindowSize()
        frame.fill(rect, style: style)
    }

    public func drawBox(_ rect: Rect, style: Style) {
        followWindowSize()
        frame.drawBox(rect, style: style)
    }

    public func clear() {
        followWindowSize()
        frame.clear()
        cursor = nil
    }

    /// Writes the cells that differ from what the window shows into the window (not yet to the terminal),
    /// each run of adjacent changed cells with one `mvwadd_wchnstr`. A run ends after each wide
    /// character, so every run starts where our width table says, whatever ncurses' `wcwidth` thinks.
    func flush() {
        let size = followWindowSize()
        let width = size.width
        if runBuffer.count < width { runBuffer = Array(repeating: cchar_t(), count: width) }
        var packedStyle = UInt32.max
        var rendition = colors.rendition(packed: 0)
        frame.withStoredCells { cells in
            shown.withUnsafeMutableBufferPointer { shown in
                runBuffer.withUnsafeMutableBufferPointer { runCells in
                    for row in 0..<size.height {
                        let rowStart = row * width
                        var runStart = 0
                        var runCount = 0
                        for column in 0..<width {
                            let index = rowStart + column
                            let cell = cells[index]
                            if cell == shown[index] {
                                if runCount > 0 { send(runCells, count: &runCount, row: row, column: runStart) }
                                continue
                            }
                            shown[index] = cell.isCluster ? Self.unknown : cell
                            if cell.code == StoredCell.continuation { continue }
                            if runCount == 0 { runStart = column }
                            if cell.style != packedStyle {
                                packedStyle = cell.style
                                rendition = colors.rendition(packed: packedStyle)
                            }
                            runCells[runCount] = cursesCell(cell, rendition: rendition)
                            runCount += 1
                            guard column + 1 < width && cells[index + 1].code == StoredCell.continuation else { continue }
                            if (0xAC00...0xD7A3).contains(cell.code) || cn_wcwidth(runCells[runCount - 1].chars.0) >= 2 {
                                send(runCells, count: &runCount, row: row, column: runStart)
                            } else {
                                // Wide by our table, narrow by ncurses': the second cell gets a space.
                                runCells[runCount] = rendition.blank
                                runCount += 1
                            }
                        }
                        if runCount > 0 { send(runCells, count: &runCount, row: row, column: runStart) }
                    }
                }
            }
        }
    }

    /// Writes the first `count` of `cells` at (`column`, `row`) and empties the run.
    @inline(__always)
    private func send(_ cells: UnsafeMutableBufferPointer<cchar_t>, count: inout Int, row: Int, column: Int) {
        mvwadd_wchnstr(window, Int32(row), Int32(column), cells.baseAddress, Int32(count))
        count = 0
    }

    /// `cell` as ncurses draws it: its character in the rendition's attributes and colours.
    @inline(__always)
    private func cursesCell(_ cell: StoredCell, rendition: CursesRendition) -> cchar_t {
        var converted = rendition.blank
        if cell.code < 0x2500 {
            converted.chars.0 = wchar_t(bitPattern: cell.code)
        } else if cell.isCluster {
            Self.store(frame.character(for: cell.code), in: &converted)
        } else if let line = Self.lineTemplate(for: cell.code) {
            converted = Self.lineCell(line, rendition: rendition)
        } else {
            converted.chars.0 = wchar_t(bitPattern: cell.code)
        }
        return converted
    }

    /// Puts `character`'s scalars (a base and up to four combining marks, ncurses' CCHARW_MAX) into `cell`.
    private static func store(_ character: Character, in cell: inout cchar_t) {
        withUnsafeMutableBytes(of: &cell.chars) { bytes in
            let slots = bytes.bindMemory(to: wchar_t.self)
            var index = 0
            for scalar in character.unicodeScalars where index < slots.count {
                slots[index] = wchar_t(bitPattern: scalar.value)
                index += 1
            }
            if index < slots.count { slots[index] = 0 }
        }
    }

    /// Makes the frame match the window's size (after a resize: blank, and every cell to be sent).
    @discardableResult
    private func followWindowSize() -> Size {
        let size = self.size
        if frame.size != size {
            frame.resize(to: size)
            shown = Array(repeating: Self.unknown, count: size.width * size.height)
        }
        return size
    }

    /// ncurses' WACS character for a box-drawing scalar `MemoryCanvas.drawBox` uses, else nil.
    private static func lineTemplate(for code: UInt32) -> UnsafePointer<cchar_t>? {
        guard code >= 0x2500 && code <= 0x2518 else { return nil }
        switch code {
        case 0x2500: return cn_wacs_hline()
        case 0x2502: return cn_wacs_vline()
        case 0x250C: return cn_wacs_ulcorner()
        case 0x2510: return cn_wacs_urcorner()
        case 0x2514: return cn_wacs_llcorner()
        case 0x2518: return cn_wacs_lrcorner()
        default: return nil
        }
    }

    /// A line-drawing cell from ncurses' WACS table (Unicode in a UTF-8 locale, the alternate
    /// character set otherwise) in the rendition's attributes and colours.
    private static func lineCell(_ template: UnsafePointer<cchar_t>?, rendition: CursesRendition) -> cchar_t {
        var text = [wchar_t](repeating: 0, count: 8)
        var templateAttributes: attr_t = 0
        var templatePair: Int16 = 0
        getcchar(template, &text, &templateAttributes, &templatePair, nil)
        var result = cchar_t()
        let attributes = rendition.attributes | (templateAttributes & cn_a_altcharset())
        setcchar(&result, text, attributes, rendition.pair, nil)
        return result
    }
}
