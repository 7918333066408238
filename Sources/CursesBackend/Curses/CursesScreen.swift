// One ncurses screen (from newterm) with the canvas that draws on it.

import CNcurses
import Glibc
import TUICore

/// An ncurses screen and its `CursesCanvas`. The terminal opens one on stdin/stdout; tests and
/// benchmarks open a headless one on /dev/null (`headless(size:)`) and read the cells back.
///
/// ncurses is process-global state: only one screen is open at a time, and users that open headless
/// screens run serialized.
public final class CursesScreen {
    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    private let ownedFiles: [UnsafeMutablePointer<FILE>]
    private var cursorVisible: Bool?
    private var isOpen = true

    /// The canvas drawing on this screen.
    public let canvas: CursesCanvas

    /// Opens ncurses on `output`/`input` for `terminalType`; `monochrome` skips colours.
    /// `ownedFiles` are closed with the screen.
    init(
        terminalType: String,
        output: UnsafeMutablePointer<FILE>,
        input: UnsafeMutablePointer<FILE>,
        monochrome: Bool,
        asciiOnly: Bool = !TerminalLocale.isUTF8,
        ownedFiles: [UnsafeMutablePointer<FILE>] = []
    ) throws(TerminalError) {
        guard let screen = newterm(terminalType, output, input) else {
            ownedFiles.forEach { fclose($0) }
            throw .initializationFailed(terminalType: terminalType)
        }
        self.screen = screen
        self.ownedFiles = ownedFiles
        window = cn_stdscr()
        Self.leaveInitialOutputMode()
        var colorCount = 0
        if !monochrome && has_colors() {
            start_color()
            use_default_colors()
            colorCount = Int(cn_colors())
        }
        canvas = CursesCanvas(window: window, colors: ColorPairs(colorCount: colorCount, pairCount: Int(cn_color_pairs())), asciiOnly: asciiOnly)
    }

    /// A screen that writes to /dev/null, at `size`, for tests and benchmarks. Switches the process's
    /// character type to UTF-8 first if it is not (ncurses needs it for wide characters); `asciiOnly`
    /// draws as in a locale that is not UTF-8.
    public static func headless(size: Size, terminalType: String = "xterm-256color", asciiOnly: Bool = false) throws(TerminalError) -> CursesScreen {
        if !TerminalLocale.isUTF8 { setlocale(LC_CTYPE, "C.UTF-8") }
        guard let output = fopen("/dev/null", "w"), let input = fopen("/dev/null", "r") else {
            throw .initializationFailed(terminalType: terminalType)
        }
        let screen = try CursesScreen(
            terminalType: terminalType, output: output, input: input, monochrome: false, asciiOnly: asciiOnly, ownedFiles: [output, input]
        )
        screen.resize(to: size)
        return screen
    }

    deinit { close() }

    /// Until the first return from `endwin`, ncurses (6.4) flushes its output after every cursor movement:
    /// a frame went out as ~60 small writes (each a syscall, and a torn frame on a slow ssh link). One
    /// `endwin` + `doupdate` right after `newterm`, before anything is drawn, puts ncurses in its running
    /// state, where a frame is written at once.
    private static func leaveInitialOutputMode() {
        endwin()
        doupdate()
    }

    /// Columns and rows of the screen.
    public var size: Size { canvas.size }

    /// Resizes ncurses' idea of the terminal (what a SIGWINCH does), keeping the contents that fit.
    public func resize(to size: Size) {
        resizeterm(Int32(size.height), Int32(size.width))
    }

    /// Sends the frame to the terminal: hands ncurses the cells that changed, places (or hides) the
    /// hardware cursor at the canvas's cursor, then lets ncurses write what differs on the terminal.
    public func present() {
        canvas.flush()
        if let cursor = canvas.cursor, canvas.bounds.contains(cursor) {
            setCursorVisible(true)
            leaveok(window, false)
            wmove(window, Int32(cursor.y), Int32(cursor.x))
        } else {
            setCursorVisible(false)
            leaveok(window, true)
        }
        wrefresh(window)
    }

    /// Leaves curses mode (`endwin`): primary screen, cursor shown, the terminal's modes as they were.
    /// `resume()` comes back.
    func suspend() {
        endwin()
    }

    /// Returns to curses mode after `suspend()`, or repaints everything after a stop: the next
    /// `present()` redraws the whole screen.
    func resume() {
        clearok(cn_curscr(), true)
        cursorVisible = nil
        wrefresh(window)
    }

    /// Ends curses mode and frees the screen. Safe to call more than once.
    func close() {
        guard isOpen else { return }
        isOpen = false
        endwin()
        delscreen(screen)
        ownedFiles.forEach { fclose($0) }
    }

    private func setCursorVisible(_ visible: Bool) {
        guard cursorVisible != visible else { return }
        cursorVisible = visible
        curs_set(visible ? 1 : 0)
    }

    // MARK: Reading the screen back (tests)

    /// Row `row` as ncurses holds it (after the canvas's drawing so far): each character once, nothing
    /// for the right half of a wide one.
    public func line(_ row: Int) -> String {
        canvas.flush()
        var text = [wchar_t](repeating: 0, count: size.width * 2 + 1)
        let count = mvwinnwstr(window, Int32(row), 0, &text, Int32(text.count - 1))
        guard count > 0 else { return "" }
        return String(String.UnicodeScalarView(text[0..<Int(count)].compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }))
    }

    /// The character in the cell at `point` (a wide character's right half repeats it).
    public func text(at point: Point) -> String {
        cellContents(at: point).text
    }

    /// The style of the cell at `point`, rebuilt from its attributes and colour pair.
    public func style(at point: Point) -> Style {
        let contents = cellContents(at: point)
        var foreground: Int16 = -1
        var background: Int16 = -1
        if contents.pair != 0 { pair_content(contents.pair, &foreground, &background) }
        return Style(
            foreground: Color(paletteIndex: Int(foreground)),
            background: Color(paletteIndex: Int(background)),
            bold: contents.attributes & cn_a_bold() != 0,
            dim: contents.attributes & cn_a_dim() != 0,
            reverse: contents.attributes & cn_a_reverse() != 0,
            underline: contents.attributes & cn_a_underline() != 0
        )
    }

    /// Where ncurses' cursor is and whether it is shown.
    public var hardwareCursor: Point? {
        guard cursorVisible == true else { return nil }
        var y: Int32 = 0
        var x: Int32 = 0
        cn_getyx(window, &y, &x)
        return Point(x: Int(x), y: Int(y))
    }

    private func cellContents(at point: Point) -> (text: String, attributes: attr_t, pair: Int16) {
        canvas.flush()
        var cell = cchar_t()
        mvwin_wch(window, Int32(point.y), Int32(point.x), &cell)
        var characters = [wchar_t](repeating: 0, count: 8)
        var attributes: attr_t = 0
        var pair: Int16 = 0
        getcchar(&cell, &characters, &attributes, &pair, nil)
        let scalars = characters.prefix { $0 != 0 }.compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }
        return (String(String.UnicodeScalarView(scalars)), attributes, pair)
    }
}
