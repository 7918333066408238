// Why the terminal could not be used; each case is one line for the user.

/// A terminal that StockWatch cannot run in. Nothing has been changed on the terminal when this is thrown.
public enum TerminalError: Error, Equatable, Sendable {
    /// Standard input or output is not a terminal (a pipe, a file, /dev/null).
    case notATerminal(stream: String)
    /// TERM is unset or empty.
    case terminalTypeUnset
    /// TERM names a type the terminfo database does not have.
    case unknownTerminalType(String)
    /// The terminfo database itself could not be found.
    case terminfoUnavailable
    /// The terminal type cannot move the cursor (e.g. TERM=dumb).
    case cannotAddressCursor(terminalType: String)
    /// ncurses refused to start.
    case initializationFailed(terminalType: String)

    /// The exit code a program gives when it cannot use the terminal.
    public static let exitCode: Int32 = 2

    /// One line explaining the problem and what to do.
    public var message: String {
        switch self {
        case .notATerminal(let stream):
            return "\(stream) is not a terminal; run this full-screen program in a terminal, without pipes or redirection"
        case .terminalTypeUnset:
            return "TERM is not set; set it to your terminal's type, e.g. TERM=xterm-256color"
        case .unknownTerminalType(let type):
            return "TERM=\(type) is not a terminal type this system knows (no terminfo entry); try TERM=xterm-256color"
        case .terminfoUnavailable:
            return "the terminfo database is missing; install the ncurses-base package"
        case .cannotAddressCursor(let type):
            return "TERM=\(type) cannot move the cursor, which a full-screen program needs; use e.g. TERM=xterm-256color"
        case .initializationFailed(let type):
            return "ncurses could not start on this terminal (TERM=\(type))"
        }
    }
}
