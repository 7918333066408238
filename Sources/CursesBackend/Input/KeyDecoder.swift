// Turns the results of `wget_wch` into `Key` values, including Esc-prefixed Alt keys.

import CNcurses
import TUICore

/// Decodes ncurses input into keys. A value with one piece of state: an Esc waiting to see whether
/// the next read of the same burst makes it Alt-x, or whether it stands alone.
///
/// Feed every read of a burst to `decode`, then call `finishBurst` when `wget_wch` reports no more input.
struct KeyDecoder {
    private var pendingEscape = false

    /// The keys `input` completes, oldest first (none while an Esc waits for its burst to finish).
    mutating func decode(_ input: CursesInput) -> [Key] {
        switch input {
        case .character(27):
            let flushed: [Key] = pendingEscape ? [.escape] : []
            pendingEscape = true
            return flushed
        case .character(let value):
            if pendingEscape {
                pendingEscape = false
                if let character = Self.printable(value) { return [.alt(character)] }
                return [.escape] + Self.keys(Self.key(forCharacter: value))
            }
            return Self.keys(Self.key(forCharacter: value))
        case .keyCode(let code):
            let decoded = Self.keys(Self.key(forCode: code))
            guard pendingEscape else { return decoded }
            pendingEscape = false
            return [.escape] + decoded
        }
    }

    /// The end of a burst of input: an Esc still waiting is a plain Esc.
    mutating func finishBurst() -> [Key] {
        guard pendingEscape else { return [] }
        pendingEscape = false
        return [.escape]
    }

    private static func keys(_ key: Key?) -> [Key] {
        key.map { [$0] } ?? []
    }

    private static func printable(_ value: UInt32) -> Character? {
        guard value >= 0x20, value != 0x7F, !(0x80..<0xA0).contains(value), let scalar = Unicode.Scalar(value) else {
            return nil
        }
        return Character(scalar)
    }

    private static func key(forCharacter value: UInt32) -> Key? {
        switch value {
        case 13, 10: return .enter
        case 9: return .tab
        case 8, 127: return .backspace
        case 1...26: return .control(Character(Unicode.Scalar(UInt8(0x60) + UInt8(value))))
        default: return printable(value).map(Key.character)
        }
    }

    private static func key(forCode code: Int32) -> Key? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_BACKSPACE: return .backspace
        case KEY_DC: return .delete
        case KEY_BTAB: return .backTab
        case KEY_ENTER: return .enter
        case KEY_RESIZE: return .resize
        case cn_key_f(1)...cn_key_f(12): return .function(Int(code - cn_key_f(0)))
        default: return nil
        }
    }
}
