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
/// colours on the terminal's default background (none with NO_COLOR), bracketed paste
/// (`TerminalModes`). `close` and `suspend` put everything back, and so does the crash handler.
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
    /// Where `TerminalModes` are sent (standard output), or nil for a headless screen.
    private let modeDescriptor: Int32?
    private var decoder = KeyDecoder()
    private var isOpen = true

    /// A terminal on `screen` reading keys from `inputDescriptor` and taking the window size of
    /// `sizeDescriptor` (tests pass a headless screen, a quiet pipe and a pseudo-terminal).
    init(
        screen: CursesScreen,
        localeWarning: String?,
        inputDescriptor: Int32 = STDIN_FILENO,
        sizeDescriptor: Int32 = STDOUT_FILENO,
        modeDescriptor: Int32? = nil
    ) {
        self.screen = screen
        self.localeWarning = localeWarning
        self.inputDescriptor = inputDescriptor
        self.sizeDescriptor = sizeDescriptor
        self.modeDescriptor = modeDescriptor
        if let modeDescriptor { TerminalModes.write(TerminalModes.on, to: modeDescriptor) }
    }

    /// Starts curses mode on the process's terminal, or throws with the terminal untouched.
    /// With `mouse`, ncurses reports primary-button presses and the wheel (xterm mouse tracking: the
    /// terminal's own text selection then needs Shift); without, the terminal keeps the mouse.
    public static func open(environment: [String: String], mouse: Bool = false) throws(TerminalError) -> Terminal {
        setlocale(LC_ALL, "")
        guard isatty(STDIN_FILENO) == 1 else { throw .notATerminal(stream: "standard input") }
        guard isatty(STDOUT_FILENO) == 1 else { throw .notATerminal(stream: "standard output") }
        guard let terminalType = environment["TERM"], !terminalType.isEmpty else { throw .terminalTypeUnset }
        let capabilities = try TerminalCapabilities.probe(terminalType: terminalType, fileDescriptor: STDOUT_FILENO)
        guard capabilities.canAddressCursor else { throw .cannotAddressCursor(terminalType: terminalType) }
        guard let output = fdopen(STDOUT_FILENO, "w"), let input = fdopen(STDIN_FILENO, "r") else {
            throw .initializationFailed(terminalType: terminalType)
        }
        terminal_restore_install(STDOUT_FILENO, capabilities.resetSequence + TerminalModes.off)
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
        withoutFlowControl()
        noecho()
        nonl()
        intrflush(window, false)
        keypad(window, true)
        nodelay(window, true)
        typeahead(-1)
        if environment["ESCDELAY"] == nil { set_escdelay(escapeDelayMilliseconds) }
        curs_set(0)
        if mouse {
            mousemask(cn_button1_pressed() | cn_button4_pressed() | cn_button5_pressed(), nil)
            mouseinterval(0)
        }
        return Terminal(screen: screen, localeWarning: TerminalLocale.warning(environment: environment), modeDescriptor: STDOUT_FILENO)
    }

    deinit { close() }

    /// Turns XON/XOFF off (cbreak leaves it on): Ctrl-S would freeze the screen until Ctrl-Q, and
    /// the app has no use for either. ncurses takes the modes as the program's, so a resume after
    /// Ctrl-Z keeps them; leaving puts the shell's back (flow control included).
    private static func withoutFlowControl() {
        var modes = termios()
        guard tcgetattr(STDIN_FILENO, &modes) == 0 else { return }
        modes.c_iflag &= ~tcflag_t(IXON)
        guard tcsetattr(STDIN_FILENO, TCSANOW, &modes) == 0 else { return }
        def_prog_mode()
    }

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
            decoder.decode(Self.input(status: status, value: value)).forEach(deliver)
        }
        decoder.finishBurst().forEach(deliver)
        return reads
    }

    /// One read as the decoder takes it; a KEY_MOUSE comes with the event `getmouse` returns.
    private static func input(status: Int32, value: wint_t) -> CursesInput {
        guard status == KEY_CODE_YES else { return .character(value) }
        let code = Int32(bitPattern: value)
        var event = MEVENT()
        guard code == KEY_MOUSE, getmouse(&event) == OK else { return .keyCode(code) }
        return .mouse(x: event.x, y: event.y, buttons: UInt(event.bstate))
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
        if let modeDescriptor { TerminalModes.write(TerminalModes.off, to: modeDescriptor) }
    }

    /// Takes the terminal again after `suspend` (or a stop) and repaints everything.
    func resume() {
        if let modeDescriptor { TerminalModes.write(TerminalModes.on, to: modeDescriptor) }
        screen.resume()
    }

    /// Ends curses mode for good and removes the crash handler. Safe to call more than once.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        screen.close()
        if let modeDescriptor { TerminalModes.write(TerminalModes.off, to: modeDescriptor) }
        terminal_restore_uninstall()
    }
}
