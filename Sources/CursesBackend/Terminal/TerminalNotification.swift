// The bytes that ring the terminal's bell and raise a desktop notification (OSC 777 notify, OSC 9).

import DisplayText

/// A notification for the terminal: the bell (BEL) and/or a desktop notification through the terminal
/// (OSC 777 `notify;title;body`, understood by rxvt/foot/WezTerm/kitty…, and OSC 9 `body`, by
/// iTerm2/Windows Terminal/…), each wrapped in tmux's DCS passthrough (`ESC P tmux; … ESC \`, inner ESCs
/// doubled) when the app runs inside tmux. Title and message are sanitised (`TextSanitizer`) and lose
/// `;`, so nothing from a stock name can end or extend the sequence.
public struct TerminalNotification: Hashable, Sendable {
    public let title: String
    public let message: String

    public init(title: String, message: String) {
        self.title = title
        self.message = message
    }

    /// The bytes to write between frames: the bell when `bell`, the OSC notifications when `desktop`;
    /// `insideTmux` when TMUX is set.
    public func bytes(bell: Bool, desktop: Bool, insideTmux: Bool) -> String {
        let title = Self.clean(title)
        let message = Self.clean(message)
        let notifications = [
            "\u{1B}]777;notify;\(title);\(message)\u{1B}\\",
            "\u{1B}]9;\(title): \(message)\u{1B}\\",
        ].map { insideTmux ? Self.tmuxPassthrough($0) : $0 }
        return (bell ? "\u{07}" : "") + (desktop ? notifications.joined() : "")
    }

    /// Sanitised text without the `;` that separates OSC 777's fields.
    static func clean(_ text: String) -> String {
        TextSanitizer.sanitize(text).replacing(";", with: ",")
    }

    /// `sequence` in tmux's DCS passthrough, every ESC in it doubled.
    static func tmuxPassthrough(_ sequence: String) -> String {
        "\u{1B}Ptmux;" + sequence.replacing("\u{1B}", with: "\u{1B}\u{1B}") + "\u{1B}\\"
    }
}
