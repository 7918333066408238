// What terminfo says about a terminal type, read before anything is sent to the terminal.

import CNcurses
import Glibc

/// The terminfo facts the terminal needs before starting ncurses: can it address the cursor, and
/// which bytes put it back to normal after a crash.
struct TerminalCapabilities: Equatable {
    /// Whether the type has `cup` (cursor addressing); TERM=dumb does not.
    let canAddressCursor: Bool
    /// Leave the alternate screen (`rmcup`), show the cursor (`cnorm`), reset attributes (`sgr0`),
    /// keypad off (`rmkx`): what the crash handler writes.
    let resetSequence: String

    /// Looks `terminalType` up in terminfo with `setupterm` (which reads the tty's modes but changes
    /// nothing), then releases it.
    static func probe(terminalType: String, fileDescriptor: Int32) throws(TerminalError) -> TerminalCapabilities {
        var status: Int32 = 0
        guard setupterm(terminalType, fileDescriptor, &status) == OK else {
            throw status == 0 ? .unknownTerminalType(terminalType) : .terminfoUnavailable
        }
        defer { del_curterm(set_curterm(nil)) }
        let reset = ["rmcup", "cnorm", "sgr0", "rmkx"].compactMap(string).joined()
        return TerminalCapabilities(canAddressCursor: string("cup") != nil, resetSequence: reset)
    }

    /// A string capability of the current terminfo entry, or nil when absent or not a string.
    private static func string(_ name: String) -> String? {
        capability(name).map { String(cString: $0) }
    }

    /// A string capability of the current terminfo entry as terminfo holds it, or nil when absent or
    /// not a string (also what `TerminalSequences` reads its sequences with).
    static func capability(_ name: String) -> UnsafeMutablePointer<CChar>? {
        guard let value = tigetstr(name), value != UnsafeMutablePointer(bitPattern: -1) else { return nil }
        return value
    }
}
