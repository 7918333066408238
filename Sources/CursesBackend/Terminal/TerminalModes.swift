// The private modes the app turns on beyond what ncurses does (bracketed paste), and the bytes that turn them off.

import Glibc

/// xterm private modes, sent straight to the terminal: ncurses knows none of them.
///
/// `on` asks for bracketed paste (`ESC [?2004h`: a paste arrives wrapped in `ESC [200~` … `ESC [201~`,
/// so it is one text edit and its newlines and controls act as no key). `off` turns it off and every
/// mouse tracking mode ncurses may have turned on (1000, 1002, 1003, 1006): it is sent on every way
/// out — quit, suspend, a signal, and from the crash handler — so the shell never receives paste
/// markers or mouse reports.
enum TerminalModes {
    static let on = "\u{1B}[?2004h"
    static let off = "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l"

    /// Writes `sequence` to `descriptor` whole (retrying short writes and EINTR); errors are ignored,
    /// as there is nobody to tell on a terminal that cannot take a few bytes.
    static func write(_ sequence: String, to descriptor: Int32) {
        var bytes = Array(sequence.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
