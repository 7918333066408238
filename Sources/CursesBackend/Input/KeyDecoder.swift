// Turns the results of `wget_wch` into `Key` values: Esc-prefixed Alt keys, escape sequences ncurses left undecoded, bracketed pastes.

import CNcurses
import TUICore

/// Decodes ncurses input into keys.
///
/// ncurses decodes the sequences terminfo describes into `KEY_*` codes; whatever else a terminal sends
/// arrives one character at a time, and is decoded here so that no part of it becomes text:
/// - Esc then a character in the same burst is Alt with it; Esc alone at the end of a burst is Esc.
/// - A CSI (`ESC [` parameters final) or SS3 (`ESC O` final) sequence is consumed whole. The ones
///   terminals send for keys terminfo may not list (tmux with TERM=xterm-256color sends Home as
///   `ESC [1~`) become those keys (Home, End, Insert, Delete, PgUp, PgDn, arrows, F1–F12); any
///   other is dropped. An X10 mouse report (`ESC [M` and three bytes) is dropped with its bytes.
/// - `ESC [200~` … `ESC [201~` (bracketed paste) is one `.paste` of the text between, at most
///   `pasteCapacity` characters; key codes inside it are dropped. A paste whose end marker has not
///   come `pasteTimeout` after its first burst ended (a stray start) ends there with what it has.
/// - A mouse event ncurses decoded (only while the mouse is on) is a `.mouse` press or wheel step;
///   other buttons and releases are dropped.
///
/// Feed every read of a burst to `decode`, then call `finishBurst` when `wget_wch` reports no more input.
/// A sequence or paste split across bursts goes on with the next one.
struct KeyDecoder {
    /// The most characters a paste keeps (far more than any field holds); the rest is dropped.
    static let pasteCapacity = 65_536
    /// How long a paste may stay open: a real one arrives within a fraction of a second, and a stray
    /// start must not swallow every key after it.
    static let pasteTimeout: Duration = .seconds(2)
    /// The longest parameter run of a sequence before it is abandoned as garbage.
    private static let parameterCapacity = 32
    private static let escape: UInt32 = 0x1B
    private static let pasteEnd: [UInt32] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    private enum State {
        case ground
        /// An Esc waiting for the next read of its burst.
        case escape
        /// Inside `ESC [` or `ESC O` (the `introducer`), with the parameter and intermediate bytes so far.
        case sequence(introducer: UInt32, parameters: [UInt32])
        /// The bytes of an X10 mouse report still to skip.
        case mouseReport(remaining: Int)
        /// Inside a bracketed paste: the characters so far (the end marker included once it starts) and
        /// when its first burst ended (nil until then).
        case paste([UInt32], firstBurstEnd: ContinuousClock.Instant?)
    }

    private var state = State.ground

    /// The keys `input` completes, oldest first (none while a sequence or paste is still open).
    mutating func decode(_ input: CursesInput) -> [Key] {
        switch state {
        case .ground:
            return ground(input)
        case .escape:
            state = .ground
            switch input {
            case .character(Self.escape):
                state = .escape
                return [.escape]
            case .character(let introducer) where introducer == 0x5B || introducer == 0x4F:
                state = .sequence(introducer: introducer, parameters: [])
                return []
            case .character(let value):
                if let character = Self.printable(value) { return [.alt(character)] }
                return [.escape] + ground(input)
            case .keyCode, .mouse:
                return [.escape] + ground(input)
            }
        case .sequence(let introducer, var parameters):
            guard case .character(let value) = input else {
                state = .ground
                return ground(input)
            }
            switch value {
            case 0x20...0x3F:
                parameters.append(value)
                state = parameters.count > Self.parameterCapacity ? .ground : .sequence(introducer: introducer, parameters: parameters)
                return []
            case 0x40...0x7E:
                state = .ground
                return finishSequence(introducer: introducer, parameters: parameters, final: value)
            default:
                state = .ground
                return ground(input)
            }
        case .mouseReport(let remaining):
            guard case .character = input else {
                state = .ground
                return ground(input)
            }
            state = remaining > 1 ? .mouseReport(remaining: remaining - 1) : .ground
            return []
        case .paste(var scalars, let firstBurstEnd):
            guard case .character(let value) = input else { return [] }
            if scalars.count >= Self.pasteCapacity + Self.pasteEnd.count {
                scalars.remove(at: Self.pasteCapacity)
            }
            scalars.append(value)
            guard scalars.count >= Self.pasteEnd.count, scalars.suffix(Self.pasteEnd.count).elementsEqual(Self.pasteEnd) else {
                state = .paste(scalars, firstBurstEnd: firstBurstEnd)
                return []
            }
            state = .ground
            return [Self.paste(scalars.dropLast(Self.pasteEnd.count))]
        }
    }

    /// The end of a burst of input at `now`: an Esc still waiting is a plain Esc, `ESC [` or `ESC O`
    /// with nothing after it is Alt-[ or Alt-O, and a paste open for `pasteTimeout` ends.
    mutating func finishBurst(now: ContinuousClock.Instant = .now) -> [Key] {
        switch state {
        case .paste(let scalars, nil):
            state = .paste(scalars, firstBurstEnd: now)
            return []
        case .paste(let scalars, let firstBurstEnd?) where now - firstBurstEnd >= Self.pasteTimeout:
            state = .ground
            return [Self.paste(scalars[...])]
        case .escape:
            state = .ground
            return [.escape]
        case .sequence(let introducer, let parameters) where parameters.isEmpty:
            state = .ground
            return Self.printable(introducer).map { [.alt($0)] } ?? []
        default:
            return []
        }
    }

    /// The paste of `scalars` (invalid ones left out).
    private static func paste(_ scalars: ArraySlice<UInt32>) -> Key {
        .paste(String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init))))
    }

    private mutating func ground(_ input: CursesInput) -> [Key] {
        switch input {
        case .character(Self.escape):
            state = .escape
            return []
        case .character(let value):
            return Self.keys(Self.key(forCharacter: value))
        case .keyCode(let code):
            return Self.keys(Self.key(forCode: code))
        case .mouse(let x, let y, let buttons):
            return Self.keys(Self.mouseAction(buttons: buttons).map { .mouse(MouseEvent($0, at: Point(x: Int(x), y: Int(y)))) })
        }
    }

    /// What ncurses' button state means for the app: a primary press or a wheel step, else nothing.
    private static func mouseAction(buttons: UInt) -> MouseEvent.Action? {
        if buttons & UInt(cn_button1_pressed()) != 0 { return .press }
        if buttons & UInt(cn_button4_pressed()) != 0 { return .wheelUp }
        if buttons & UInt(cn_button5_pressed()) != 0 { return .wheelDown }
        return nil
    }

    /// The key a complete sequence stands for, or none; a paste start or an X10 mouse report moves
    /// on to reading what follows.
    private mutating func finishSequence(introducer: UInt32, parameters: [UInt32], final: UInt32) -> [Key] {
        let fields = String(String.UnicodeScalarView(parameters.compactMap(Unicode.Scalar.init))).split(separator: ";", omittingEmptySubsequences: false)
        let first = fields.first.flatMap { Int($0) }
        switch final {
        case 0x41: return [.up]
        case 0x42: return [.down]
        case 0x43: return [.right]
        case 0x44: return [.left]
        case 0x48: return [.home]
        case 0x46: return [.end]
        case 0x5A where introducer == 0x5B: return [.backTab]
        case 0x50...0x53: return [.function(Int(final - 0x50) + 1)]
        case 0x4D where introducer == 0x5B && parameters.isEmpty:
            state = .mouseReport(remaining: 3)
            return []
        case 0x7E where introducer == 0x5B:
            if first == 200 {
                state = .paste([], firstBurstEnd: nil)
                return []
            }
            return Self.keys(first.flatMap(Self.key(forTildeCode:)))
        default:
            return []
        }
    }

    /// The key of `ESC [` code `~` (VT220 style), as xterm, tmux and screen send them.
    private static func key(forTildeCode code: Int) -> Key? {
        switch code {
        case 1, 7: return .home
        case 2: return .insert
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(code - 10)
        case 17...21: return .function(code - 11)
        case 23, 24: return .function(code - 12)
        default: return nil
        }
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
        case KEY_HOME, KEY_A1, KEY_FIND: return .home
        case KEY_END, KEY_C1, KEY_SELECT: return .end
        case KEY_PPAGE, KEY_A3: return .pageUp
        case KEY_NPAGE, KEY_C3: return .pageDown
        case KEY_BACKSPACE: return .backspace
        case KEY_DC: return .delete
        case KEY_IC: return .insert
        case KEY_BTAB: return .backTab
        case KEY_ENTER: return .enter
        case KEY_RESIZE: return .resize
        case cn_key_f(1)...cn_key_f(12): return .function(Int(code - cn_key_f(0)))
        default: return nil
        }
    }
}
