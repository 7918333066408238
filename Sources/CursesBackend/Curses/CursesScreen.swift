// One ncurses screen (from newterm) with the canvas that draws on it.

import CNcurses
import Glibc
import TUICore

/// An ncurses screen and its `CursesCanvas`. ncurses opens the terminal (its modes, the alternate
/// screen, keys, the size) and closes it; frames are written by the canvas (`present()`). The terminal
/// opens one on stdin/stdout; tests and benchmarks open a headless one writing to a file
/// (`headless(size:outputPath:)`), whose bytes tests read back.
///
/// ncurses is process-global state: only one screen is open at a time, and users that open headless
/// screens run serialized.
public final class CursesScreen {
    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    private let outputDescriptor: Int32
    private let ownedFiles: [UnsafeMutablePointer<FILE>]
    private var cursorVisible: Bool?
    private var isOpen = true
    /// A frame's bytes, reused between frames.
    private var output: [UInt8] = []

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
        outputDescriptor = fileno(output)
        window = cn_stdscr()
        Self.takeTerminal(window)
        let sequences = TerminalSequences(monochrome: monochrome)
        canvas = CursesCanvas(window: window, sequences: sequences, asciiOnly: asciiOnly)
    }

    /// A screen at `size` whose terminal is the file at `outputPath` (nothing is read), for tests and
    /// benchmarks. Switches the process's character type to UTF-8 first if it is not (the text is
    /// UTF-8); `asciiOnly` draws as in a locale that is not UTF-8.
    public static func headless(
        size: Size,
        terminalType: String = "xterm-256color",
        asciiOnly: Bool = false,
        outputPath: String = "/dev/null"
    ) throws(TerminalError) -> CursesScreen {
        if !TerminalLocale.isUTF8 { setlocale(LC_CTYPE, "C.UTF-8") }
        guard let output = fopen(outputPath, "w"), let input = fopen("/dev/null", "r") else {
            throw .initializationFailed(terminalType: terminalType)
        }
        let screen = try CursesScreen(
            terminalType: terminalType, output: output, input: input, monochrome: false, asciiOnly: asciiOnly, ownedFiles: [output, input]
        )
        screen.resize(to: size)
        return screen
    }

    deinit { close() }

    /// Has ncurses take the terminal before the first frame (alternate screen, keypad mode, a cleared
    /// screen) and leave its start-up output mode, in which ncurses 6.4 flushed after every cursor move.
    /// The window is refreshed, not only the screen: a window left "touched" is refreshed by the next
    /// key read, which would blank the frames written meanwhile.
    private static func takeTerminal(_ window: UnsafeMutablePointer<WINDOW>) {
        endwin()
        wrefresh(window)
    }

    /// Columns and rows of the screen.
    public var size: Size { canvas.size }

    /// Resizes ncurses' idea of the terminal (what a SIGWINCH does); the next frame is written whole.
    /// ncurses refreshes its (blank) window at once, before that frame, for the reason in `takeTerminal`.
    public func resize(to size: Size) {
        guard isOpen else { return }
        resizeterm(Int32(size.height), Int32(size.width))
        wrefresh(window)
        canvas.forgetShown()
    }

    /// Sends the frame to the terminal in one write: the cells that changed, then the hardware cursor
    /// placed at the canvas's cursor and shown, or hidden. Nothing once the screen is closed.
    public func present() {
        guard isOpen else { return }
        output.removeAll(keepingCapacity: true)
        canvas.flush(into: &output)
        let sequences = canvas.sequences
        if let cursor = canvas.cursor, canvas.bounds.contains(cursor) {
            sequences.moveCursor(row: cursor.y, column: cursor.x, width: canvas.size.width, into: &output)
            if cursorVisible != true { output += sequences.showCursor }
            cursorVisible = true
        } else if cursorVisible != false {
            output += sequences.hideCursor
            cursorVisible = false
        }
        guard !output.isEmpty else { return }
        StandardError.write(bytes: output, to: outputDescriptor)
    }

    /// Leaves curses mode (`endwin`): primary screen, cursor shown, the terminal's modes as they were.
    /// `resume()` comes back.
    func suspend() {
        guard isOpen else { return }
        endwin()
    }

    /// Returns to curses mode after `suspend()`, or after a stop: the next `present()` writes every cell.
    func resume() {
        guard isOpen else { return }
        clearok(cn_curscr(), true)
        wrefresh(window)
        canvas.forgetShown()
        cursorVisible = nil
    }

    /// Ends curses mode and frees the screen; its canvas is detached first (it then draws nowhere).
    /// Safe to call more than once. Call it on the thread that draws: ncurses is not thread-safe, and
    /// left to `deinit` it runs wherever the last reference happens to be released.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        canvas.detach()
        endwin()
        delscreen(screen)
        ownedFiles.forEach { fclose($0) }
    }
}
