// The user's terminal in curses mode: checks before starting, input modes, keys, suspend and restore.

import CNcurses
import CTerminalRestore
import Glibc
import TUICore

/// The controlling terminal, opened with `newterm` on stdin/stdout.
///
/// `open` first checks everything that can fail (both streams are terminals, TERM is known and can
/// address the cursor) and throws a `TerminalError` with the terminal untouched. Then it installs the
/// crash handler that restores the tty on a fatal signal, starts ncurses, and sets the modes: cbreak,
/// noecho, nonl, keypad, non-blocking reads, Esc delay 25 ms (unless ESCDELAY is set), hidden cursor,
/// colours on the terminal's default background (none with NO_COLOR). `close` puts everything back.
public final class Terminal {
    /// Esc delay when the user did not set ESCDELAY: long enough for an escape sequence over ssh,
    /// short enough that Esc feels immediate.
    private static let escapeDelayMilliseconds: Int32 = 25

    /// The curses screen and its canvas.
    public let screen: CursesScreen
    /// A warning for the status area when the locale is not UTF-8, else nil.
    public let localeWarning: String?
    /// The descriptor the keys come from, for the run loop to poll (standard input).
    let inputDescriptor: Int32
    /// The descriptor whose window size the screen takes on a resize (standard output).
    let sizeDescriptor: Int32
    private var decoder = KeyDecoder()
    private var isOpen = true

    /// A terminal on `screen` reading keys from `inputDescriptor` and taking the window size of
    /// `sizeDescriptor` (tests pass a headless screen, a quiet pipe and a pseudo-terminal).
    init(screen: CursesScreen, localeWarning: String?, inputDescriptor: Int32 = STDIN_FILENO, sizeDescriptor: Int32 = STDOUT_FILENO) {
        self.screen = screen
        self.localeWarning = localeWarning
        self.inputDescriptor = inputDescriptor
        self.sizeDescriptor = sizeDescriptor
    }

    /// Starts curses mode on the process's terminal, or throws with the terminal untouched.
    public static func open(environment: [String: String]) throws(TerminalError) -> Terminal {
        setlocale(LC_ALL, "")
        guard isatty(STDIN_FILENO) == 1 else { throw .notATerminal(stream: "standard input") }
        guard isatty(STDOUT_FILENO) == 1 else { throw .notATerminal(stream: "standard output") }
        guard let terminalType = environment["TERM"], !terminalType.isEmpty else { throw .terminalTypeUnset }
        let capabilities = try TerminalCapabilities.probe(terminalType: terminalType, fileDescriptor: STDOUT_FILENO)
        guard capabilities.canAddressCursor else { throw .cannotAddressCursor(terminalType: terminalType) }
        guard let output = fdopen(STDOUT_FILENO, "w"), let input = fdopen(STDIN_FILENO, "r") else {
            throw .initializationFailed(terminalType: terminalType)
        }
        terminal_restore_install(STDOUT_FILENO, capabilities.resetSequence)
        let screen: CursesScreen
        do {
            screen = try CursesScreen(
                terminalType: terminalType,
                output: output,
                input: input,
                monochrome: !(environment["NO_COLOR"] ?? "").isEmpty
            )
        } catch {
            terminal_restore_uninstall()
            throw error
        }
        let window = cn_stdscr()
        cbreak()
        noecho()
        nonl()
        intrflush(window, false)
        keypad(window, true)
        nodelay(window, true)
        typeahead(-1)
        if environment["ESCDELAY"] == nil { set_escdelay(escapeDelayMilliseconds) }
        curs_set(0)
        return Terminal(screen: screen, localeWarning: TerminalLocale.warning(environment: environment))
    }

    deinit { close() }

    /// Reads every key waiting (without blocking), decodes them and hands each to `deliver`.
    /// Returns how many reads succeeded (0: nothing was waiting).
    func readKeys(_ deliver: (Key) -> Void) -> Int {
        let window = cn_stdscr()
        var reads = 0
        var value: wint_t = 0
        while true {
            let status = wget_wch(window, &value)
            if status == ERR { break }
            reads += 1
            let input: CursesInput = status == KEY_CODE_YES ? .keyCode(Int32(bitPattern: value)) : .character(value)
            decoder.decode(input).forEach(deliver)
        }
        decoder.finishBurst().forEach(deliver)
        return reads
    }

    /// Takes the window size the terminal reports now (after a SIGWINCH): ncurses resizes its screen
    /// and queues KEY_RESIZE, so the next `readKeys` delivers `.resize`. Does nothing when the size is
    /// unknown or unchanged.
    func followWindowSize() {
        var reported = winsize()
        guard ioctl(sizeDescriptor, UInt(TIOCGWINSZ), &reported) == 0, reported.ws_row > 0, reported.ws_col > 0 else { return }
        let size = Size(width: Int(reported.ws_col), height: Int(reported.ws_row))
        if size != screen.size { screen.resize(to: size) }
    }

    /// Gives the terminal back to the shell (Ctrl-Z): primary screen, cursor, cooked modes.
    func suspend() {
        screen.suspend()
    }

    /// Takes the terminal again after `suspend` (or a stop) and repaints everything.
    func resume() {
        screen.resume()
    }

    /// Ends curses mode for good and removes the crash handler. Safe to call more than once.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        screen.close()
        terminal_restore_uninstall()
    }
}
