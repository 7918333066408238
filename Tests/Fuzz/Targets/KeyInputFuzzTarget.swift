// The terminal key decoder (escape sequences, Alt keys, bracketed paste, mouse) and a text field under fuzzing.

@testable import CursesBackend
import DisplayText
import TUICore
import Widgets

/// Reads the input as what `wget_wch` returns, burst by burst: a byte below 0xF8 is that character
/// (0xC0–0xF7 start a two-byte character above 0x7F), 0xF8 a burst's end, 0xF9 a burst's end after
/// the paste timeout, 0xFA a key code (next byte), 0xFB a mouse event (next byte: buttons), 0xFC any
/// 32-bit value ncurses could hand over (next four bytes). No key carries a control character, Esc
/// included, and a text field fed every key holds none either and is drawn without trouble.
package enum KeyInputFuzzTarget: FuzzTarget {
    package static let name = "keys"

    package static func check(_ input: [UInt8]) throws(InvariantViolation) {
        var decoder = KeyDecoder()
        var field = EditableText(maximumLength: 40)
        var now = ContinuousClock.now
        var index = 0
        func next() -> UInt8 {
            defer { index += 1 }
            return index < input.count ? input[index] : 0
        }
        while index < input.count {
            let byte = next()
            let keys: [Key]
            switch byte {
            case 0xF8:
                keys = decoder.finishBurst(now: now)
            case 0xF9:
                now += KeyDecoder.pasteTimeout
                keys = decoder.finishBurst(now: now)
            case 0xFA:
                keys = decoder.decode(.keyCode(0o400 + Int32(next())))
            case 0xFB:
                keys = decoder.decode(.mouse(x: 3, y: 4, buttons: UInt(next()) << 2))
            case 0xFC:
                let value = (0..<4).reduce(UInt32(0)) { value, _ in value << 8 | UInt32(next()) }
                keys = decoder.decode(.character(value))
            case 0xC0...0xF7:
                keys = decoder.decode(.character(UInt32(byte & 0x3F) << 8 | UInt32(next())))
            default:
                keys = decoder.decode(.character(UInt32(byte)))
            }
            for key in keys {
                try checkKey(key)
                if let edit = TextField.edit(for: key) { field.apply(edit) }
                try require(!field.text.hasControlCharacter, "a field took a control character: \(field.text.debugDescription)")
                try require(field.text.count <= 40 && (0...field.text.count).contains(field.caret), "a field beyond its length or caret")
            }
        }
        let canvas = MemoryCanvas(size: Size(width: 24, height: 1))
        TextField(text: field).draw(in: Rect(x: 2, y: 0, width: 20, height: 1), on: canvas)
    }

    private static func checkKey(_ key: Key) throws(InvariantViolation) {
        switch key {
        case .character(let character), .alt(let character):
            try require(!String(character).hasControlCharacter, "a key with a control character: \(key)")
        case .control(let character):
            try require(("a"..."z").contains(character), "Ctrl with \(character.debugDescription)")
        case .paste(let text):
            try require(!text.contains("\u{1B}[201~"), "a paste holding its end marker")
            try require(text.unicodeScalars.count <= KeyDecoder.pasteCapacity, "a paste of \(text.unicodeScalars.count) characters")
        case .function(let number):
            try require((1...12).contains(number), "F\(number)")
        default:
            break
        }
    }
}
