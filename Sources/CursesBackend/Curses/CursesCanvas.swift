// The canvas on an ncurses window: a frame drawn in memory, of which only the changed cells go to ncurses.

import CNcurses
import TUICore

/// A `Canvas` that draws into an ncurses window (the screen's `stdscr`).
///
/// A frame is drawn on a `MemoryCanvas` (so both canvases place every cell by the same rules); `flush()`
/// then hands ncurses only the runs of cells that `CellDiff` finds changed since the last flush, one
/// call per run, and `CursesScreen.present()` lets ncurses send them to the terminal. Widths are
/// DisplayText's: ncurses' own table is never asked. Box lines go out as ncurses' WACS characters
/// (Unicode in a UTF-8 locale, the alternate character set otherwise).
///
/// In a locale that is not UTF-8 (LANG=C) ncurses cannot show anything beyond ASCII, and what it
/// writes instead has widths of its own, leaving stale cells behind. There `asciiOnly` is set and every
/// cell of a character beyond ASCII (both cells of a wide one) goes out as `?`, so each character
/// keeps the width DisplayText gave it and every cell is written.
public final class CursesCanvas: Canvas {
    /// What a cell holding a character the locale cannot show draws instead.
    static let placeholder = wchar_t(0x3F)
    private let window: UnsafeMutablePointer<WINDOW>
    private let colors: ColorPairs
    /// Whether only ASCII can be shown (a locale that is not UTF-8).
    let asciiOnly: Bool
    // Unchecked exclusivity on the per-frame state: runtime access checks were a tenth of a frame's
    // time, and only this class's own methods touch these, none of them reentrantly.
    /// The frame being drawn.
    @exclusivity(unchecked) private var frame: MemoryCanvas
    /// What the window holds as of the last `flush()` (empty until the first: every cell differs).
    @exclusivity(unchecked) private var shown = MemoryCanvas(size: .zero)
    /// The cells of the run being gathered, reused between flushes.
    @exclusivity(unchecked) private var runBuffer: [cchar_t] = []

    public var cursor: Point?

    init(window: UnsafeMutablePointer<WINDOW>, colors: ColorPairs, asciiOnly: Bool) {
        self.window = window
        self.colors = colors
        self.asciiOnly = asciiOnly
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

    public func snapshot(of rect: Rect) -> CellSnapshot? {
        followWindowSize()
        return frame.snapshot(of: rect)
    }

    public func restore(_ snapshot: CellSnapshot) {
        followWindowSize()
        frame.restore(snapshot)
    }

    /// Writes the runs of cells that differ from what the window shows into the window (not yet to the
    /// terminal), each with one `mvwadd_wchnstr`. A run that ends in a wide character first gets a
    /// space in that character's right cell: where ncurses' table calls the character narrow, that
    /// cell still holds no stale text, and where it agrees, the wide character covers the space.
    func flush() {
        let width = followWindowSize().width
        if runBuffer.count < width { runBuffer = Array(repeating: cchar_t(), count: width) }
        var packedStyle = UInt32.max
        var rendition = colors.rendition(packed: 0)
        let runs = CellDiff.runs(from: shown, to: frame)
        frame.withStoredCells { cells in
            runBuffer.withUnsafeMutableBufferPointer { runCells in
                for run in runs {
                    let rowStart = run.row * width
                    var count = 0
                    for column in run.columns {
                        let cell = cells[rowStart + column]
                        if cell.code == StoredCell.continuation, !asciiOnly { continue }
                        if cell.style != packedStyle {
                            packedStyle = cell.style
                            rendition = colors.rendition(packed: packedStyle)
                        }
                        runCells[count] = cursesCell(cell, rendition: rendition)
                        count += 1
                    }
                    let last = run.columns.upperBound - 1
                    if !asciiOnly, last > run.columns.lowerBound, cells[rowStart + last].code == StoredCell.continuation {
                        var blank = rendition.blank
                        mvwadd_wchnstr(window, Int32(run.row), Int32(last), &blank, 1)
                    }
                    mvwadd_wchnstr(window, Int32(run.row), Int32(run.columns.lowerBound), runCells.baseAddress, Int32(count))
                }
            }
        }
        shown.copy(from: frame)
    }

    /// `cell` as ncurses draws it: its character in the rendition's attributes and colours.
    @inline(__always)
    private func cursesCell(_ cell: StoredCell, rendition: CursesRendition) -> cchar_t {
        var converted = rendition.blank
        if asciiOnly, cell.code >= 0x80, Self.lineTemplate(for: cell.code) == nil {
            converted.chars.0 = Self.placeholder
        } else if cell.code < 0x2500 {
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
        if frame.size != size { frame.resize(to: size) }
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
