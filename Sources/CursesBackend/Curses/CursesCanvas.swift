// The canvas on the terminal: a frame drawn in memory, of which only the changed cells are written, as escape sequences.

import CNcurses
import TUICore

/// A `Canvas` on the terminal ncurses opened (the screen's `stdscr` gives its size).
///
/// A frame is drawn on a `MemoryCanvas` (so both canvases place every cell by the same rules);
/// `flush(into:)` then writes only the runs of cells that `CellDiff` finds changed since the last
/// flush, as the terminal's own escape sequences (`TerminalSequences`: a cursor move per run, a style
/// change where the style changes, UTF-8 text), for `CursesScreen.present()` to send in one write.
/// ncurses' own refresh is not used: it would diff the frame a second time and expand a terminfo
/// format for every cursor move and colour change — 40 % of a frame's time, measured.
/// Widths are DisplayText's. Where the C library's `wcwidth` (the best guess at the terminal's) calls
/// a character we draw wide narrow, a space fills its right cell; where it disagrees otherwise, the
/// cursor is placed again before the next cell, so one character never shifts the rest of its row.
///
/// In a locale that is not UTF-8 (LANG=C) the terminal cannot show anything beyond ASCII, so there
/// `asciiOnly` is set: box lines go out as `-`, `|` and `+`, the app's one-cell symbols as ASCII
/// stand-ins (▲ `^`, ▼ `v`, · `.`, ● `*` …), and every other cell of a character beyond ASCII (both
/// cells of a wide one) as `?`, so each character keeps the width DisplayText gave it.
public final class CursesCanvas: Canvas {
    /// What a cell holding a character the locale cannot show draws instead.
    static let placeholder = UInt8(ascii: "?")
    /// The screen's window; nil once the screen is closed (`detach()`): ncurses freed it.
    private var window: UnsafeMutablePointer<WINDOW>?
    /// The terminal's sequences the canvas writes with (the screen writes the cursor's too).
    let sequences: TerminalSequences
    /// Whether only ASCII can be shown (a locale that is not UTF-8).
    let asciiOnly: Bool
    // Unchecked exclusivity on the per-frame state: runtime access checks were a tenth of a frame's
    // time. Every method touching these is bracketed by `reentrancy`, which traps in debug builds when
    // one is entered while another runs (none calls code of others).
    /// The frame being drawn: after a `flush`, an older frame until `clear()` blanks it.
    @exclusivity(unchecked) private var frame: MemoryCanvas
    /// What the terminal shows as of the last `flush` (empty until the first, and after `forgetShown`:
    /// every cell differs).
    @exclusivity(unchecked) private var shown = MemoryCanvas(size: .zero)
    @exclusivity(unchecked) private var reentrancy = ReentrancyCheck()

    public var cursor: Point?

    init(window: UnsafeMutablePointer<WINDOW>, sequences: TerminalSequences, asciiOnly: Bool) {
        self.window = window
        self.sequences = sequences
        self.asciiOnly = asciiOnly
        frame = MemoryCanvas(size: .zero)
        followWindowSize()
    }

    /// The window's size; zero once the screen is closed.
    public var size: Size {
        guard let window else { return .zero }
        var height: Int32 = 0
        var width: Int32 = 0
        cn_getmaxyx(window, &height, &width)
        return Size(width: Int(width), height: Int(height))
    }

    @discardableResult
    public func put(_ text: String, at position: Point, style: Style, clippedTo clip: Rect) -> Int {
        reentrancy.enter("CursesCanvas.put")
        defer { reentrancy.leave() }
        return frame.put(text, at: position, style: style, clippedTo: clip)
    }

    public func fill(_ rect: Rect, style: Style) {
        reentrancy.enter("CursesCanvas.fill")
        defer { reentrancy.leave() }
        frame.fill(rect, style: style)
    }

    public func drawBox(_ rect: Rect, style: Style) {
        reentrancy.enter("CursesCanvas.drawBox")
        defer { reentrancy.leave() }
        frame.drawBox(rect, style: style)
    }

    public func clear() {
        reentrancy.enter("CursesCanvas.clear")
        defer { reentrancy.leave() }
        followWindowSize()
        frame.clear()
        cursor = nil
    }

    public func snapshot(of rect: Rect) -> CellSnapshot? {
        reentrancy.enter("CursesCanvas.snapshot")
        defer { reentrancy.leave() }
        return frame.snapshot(of: rect)
    }

    public func restore(_ snapshot: CellSnapshot) {
        reentrancy.enter("CursesCanvas.restore")
        defer { reentrancy.leave() }
        frame.restore(snapshot)
    }

    /// Lets go of the window, which the screen is about to free (`delscreen`): from now on the canvas
    /// has no size, so drawing on it changes nothing and a flush writes nothing. A canvas can outlive
    /// its screen (a view or a benchmark holding it); reading the freed window crashed the benchmarks.
    func detach() {
        reentrancy.enter("CursesCanvas.detach")
        defer { reentrancy.leave() }
        window = nil
        followWindowSize()
    }

    /// Makes the next flush write every cell: the terminal's contents are unknown (after a stop or a
    /// resize). The frame takes the window's size now, so drawing before the next `clear()` lands on it.
    func forgetShown() {
        reentrancy.enter("CursesCanvas.forgetShown")
        defer { reentrancy.leave() }
        shown.resize(to: .zero)
        followWindowSize()
    }

    /// Appends to `output` what makes the terminal show the frame: each run of cells that differs
    /// from what it shows (with the few unchanged cells between near runs, `spans(of:)`), after a
    /// cursor move (left out where the last one ended), its cells' style changes and text. The style
    /// is set again at the start of every flush (something else may have written in between) and left
    /// as the last cell's. The next frame starts with `clear()` (as every frame of `TerminalSession` does).
    func flush(into output: inout [UInt8]) {
        reentrancy.enter("CursesCanvas.flush")
        defer { reentrancy.leave() }
        let width = followWindowSize().width
        let runs = CellDiff.runs(from: shown, to: frame)
        var packedStyle: UInt32?
        var cursorIndex = -1
        for (row, columns) in Self.spans(of: runs) {
            let cells = frame.storedCells(ofRow: row)
            let rowStart = row * width
            var column = columns.lowerBound
            while column < columns.upperBound {
                let cell = cells[rowStart + column]
                let isWide = column + 1 < width && cells[rowStart + column + 1].code == StoredCell.continuation
                if cell.code == StoredCell.continuation {
                    // Never at a span's start (`CellDiff` keeps a wide character's halves in one
                    // run) nor inside one (a wide character advances two cells); a guard, so a
                    // broken run writes nothing rather than the continuation mark as text.
                    column += 1
                    continue
                }
                if cursorIndex != rowStart + column {
                    sequences.moveCursor(row: row, column: column, width: width, into: &output)
                }
                if cell.style != packedStyle {
                    packedStyle = cell.style
                    sequences.setStyle(packed: cell.style, into: &output)
                }
                let advance = isWide ? 2 : 1
                // At the right margin the cursor waits to wrap (or not): the next cell is moved to.
                let followed = append(cell, cells: advance, into: &output) && column + advance < width
                cursorIndex = followed ? rowStart + column + advance : -1
                column += advance
            }
        }
        // The frame becomes what is shown, and the canvas shown before takes its place, to be cleared
        // for the next frame: no copy of the grid, and the clear writes a buffer no other canvas shares.
        swap(&shown, &frame)
    }

    /// Unchanged cells between two runs of a row that are written through rather than moved over: a
    /// cursor move is 6–8 bytes. It also keeps a changed price's text whole in the output (its
    /// unchanged comma between changed digits), as ncurses wrote it.
    static let bridgedCells = 6

    /// `runs` joined into the spans written: runs of a row at most `bridgedCells` apart become one.
    static func spans(of runs: [CellRun]) -> [(row: Int, columns: Range<Int>)] {
        var spans: [(row: Int, columns: Range<Int>)] = []
        spans.reserveCapacity(runs.count)
        for run in runs {
            if let last = spans.last, last.row == run.row, run.columns.lowerBound - last.columns.upperBound <= bridgedCells {
                spans[spans.count - 1].columns = last.columns.lowerBound..<run.columns.upperBound
            } else {
                spans.append((run.row, run.columns))
            }
        }
        return spans
    }

    /// Appends `cell`'s text, drawn `cells` wide; returns whether the terminal's cursor then stands
    /// right after it (false where `wcwidth` disagrees and the next cell needs a cursor move).
    @inline(__always)
    private func append(_ cell: StoredCell, cells: Int, into output: inout [UInt8]) -> Bool {
        let code = cell.code
        if code < 0x80 {
            output.append(UInt8(truncatingIfNeeded: code))
            return true
        }
        if asciiOnly {
            output.append(Self.asciiStandIn(for: code) ?? Self.placeholder)
            if cells == 2 { output.append(Self.placeholder) }
            return true
        }
        let first: UInt32
        if cell.isCluster {
            let character = frame.character(for: code)
            first = character.unicodeScalars.first?.value ?? 0x20
            output.append(contentsOf: character.utf8)
        } else {
            first = code
            UTF8.encode(Unicode.Scalar(code) ?? " ") { output.append($0) }
        }
        let terminalCells = Int(cn_wcwidth(wchar_t(bitPattern: first)))
        if terminalCells == cells { return true }
        if cells == 2 && terminalCells == 1 {
            output.append(0x20)
            return true
        }
        return false
    }

    /// The ASCII stand-in for a one-cell symbol the app draws — the box lines `MemoryCanvas.drawBox`
    /// uses, ▲ ▼ · — ● ○ ◆ ‹ › ↑ ↓ – and … (`~`: a full stop would end the cut sentence), the charts'
    /// braille dots (`*`), the sparkline's blocks ▁…█ (`_ _ . - - = # #`, low to high) and the order book's
    /// bars ▏…▉ (`=`) — else nil (drawn as the placeholder).
    private static func asciiStandIn(for code: UInt32) -> UInt8? {
        switch code {
        case 0x2500, 0x2014, 0x2013, 0x2508: UInt8(ascii: "-")
        case 0x2502: UInt8(ascii: "|")
        case 0x250C, 0x2510, 0x2514, 0x2518: UInt8(ascii: "+")
        case 0x25B2, 0x2191: UInt8(ascii: "^")
        case 0x25BC, 0x2193: UInt8(ascii: "v")
        case 0x00B7: UInt8(ascii: ".")
        case 0x2026: UInt8(ascii: "~")
        case 0x2800: UInt8(ascii: " ")
        case 0x2801...0x28FF: UInt8(ascii: "*")
        case 0x2581, 0x2582: UInt8(ascii: "_")
        case 0x2583: UInt8(ascii: ".")
        case 0x2584, 0x2585: UInt8(ascii: "-")
        case 0x2586: UInt8(ascii: "=")
        case 0x2587, 0x2588: UInt8(ascii: "#")
        case 0x2589...0x258F: UInt8(ascii: "=")
        case 0x25CF: UInt8(ascii: "*")
        case 0x25CB: UInt8(ascii: "o")
        case 0x25C6: UInt8(ascii: "#")
        case 0x2039: UInt8(ascii: "<")
        case 0x203A: UInt8(ascii: ">")
        default: nil
        }
    }

    /// Makes the frame match the window's size (after a resize: blank, and every cell to be sent).
    /// Called where the size can have changed — at start, after a resize or stop (`forgetShown`), and
    /// at each frame's `clear()` and `flush` — not on every draw: it was 2 % of a frame's instructions.
    @discardableResult
    private func followWindowSize() -> Size {
        let size = self.size
        if frame.size != size { frame.resize(to: size) }
        return size
    }
}
