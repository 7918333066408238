// The escape sequences a frame is written with, taken from the terminal's terminfo entry and kept.

import CNcurses
import Glibc
import TUICore

/// The bytes that move the cursor, set a style and show or hide the cursor on this terminal, from the
/// terminfo entry ncurses loaded (`tigetstr`), parameterized ones expanded with `tiparm` once and
/// kept: a cell's `cup`, a packed style's attributes and colours. A frame then costs byte copies, not
/// a format evaluation per cursor move and colour change.
///
/// A style is written whole: `sgr0`, then `bold`, `dim`, `rev`, `smul` as set, then `setaf`/`setab`
/// for colours other than the default. Monochrome (NO_COLOR, or no `setaf`) drops the colours; a
/// colour the terminal lacks falls back to its non-bright variant (8–15 → 0–7), else to the default.
final class TerminalSequences {
    /// How many colours the terminal has (0: monochrome).
    private let colorCount: Int
    let hideCursor: [UInt8]
    let showCursor: [UInt8]
    /// The parameterized capabilities, copied (NUL included) from ncurses' terminfo entry at init: the
    /// entry is ncurses' memory, freed with its screen, while these sequences can outlive it.
    private let cursorAddress: [CChar]?
    private let reset: [UInt8]
    private let bold: [UInt8]
    private let dim: [UInt8]
    private let reverse: [UInt8]
    private let underline: [UInt8]
    private let foreground: [CChar]?
    private let background: [CChar]?
    // Unchecked exclusivity on the caches: the two methods touching them are bracketed by `reentrancy`,
    // which traps in debug builds when one is entered while the other runs (neither calls code of others).
    /// Each style's bytes, by packed style.
    @exclusivity(unchecked) private var styles: [UInt32: [UInt8]] = [:]
    /// Each cell's `cup` bytes, kept in one pool: `moves[y * width + x]` is its offset << 8 | length,
    /// 0 until first used.
    @exclusivity(unchecked) private var moves: [UInt32] = []
    @exclusivity(unchecked) private var movePool: [UInt8] = []
    @exclusivity(unchecked) private var moveWidth = 0
    @exclusivity(unchecked) private var reentrancy = ReentrancyCheck()

    /// The sequences of the terminfo entry ncurses has set up; `monochrome` drops the colours.
    init(monochrome: Bool) {
        cursorAddress = Self.copy("cup")
        reset = Self.bytes("sgr0")
        bold = Self.bytes("bold")
        dim = Self.bytes("dim")
        reverse = Self.bytes("rev")
        underline = Self.bytes("smul")
        hideCursor = Self.bytes("civis")
        showCursor = Self.bytes("cnorm")
        foreground = Self.copy("setaf")
        background = Self.copy("setab")
        colorCount = monochrome || foreground == nil ? 0 : max(0, Int(tigetnum("colors")))
    }

    /// Appends the bytes that put the cursor at `column` of `row` on a screen `width` cells wide.
    @inline(__always)
    func moveCursor(row: Int, column: Int, width: Int, into output: inout [UInt8]) {
        reentrancy.enter("TerminalSequences.moveCursor")
        defer { reentrancy.leave() }
        if width != moveWidth {
            moveWidth = width
            moves.removeAll(keepingCapacity: true)
            movePool.removeAll(keepingCapacity: true)
        }
        let index = row * width + column
        if index >= moves.count { moves.append(contentsOf: repeatElement(0, count: index + 1 - moves.count)) }
        var entry = moves[index]
        if entry == 0 {
            let bytes = Self.expand(cursorAddress, Int32(row), Int32(column))
            entry = UInt32(movePool.count) << 8 | UInt32(min(bytes.count, 255))
            movePool.append(contentsOf: bytes.prefix(255))
            moves[index] = entry
        }
        let offset = Int(entry >> 8)
        output.append(contentsOf: movePool[offset..<offset + Int(entry & 0xFF)])
    }

    /// Appends the bytes that set the style packing to `packedStyle` (`Style.packed`).
    @inline(__always)
    func setStyle(packed packedStyle: UInt32, into output: inout [UInt8]) {
        reentrancy.enter("TerminalSequences.setStyle")
        defer { reentrancy.leave() }
        if let bytes = styles[packedStyle] {
            output.append(contentsOf: bytes)
            return
        }
        let bytes = sequence(for: Style(packed: packedStyle))
        styles[packedStyle] = bytes
        output.append(contentsOf: bytes)
    }

    private func sequence(for style: Style) -> [UInt8] {
        var bytes = reset
        if style.bold { bytes += bold }
        if style.dim { bytes += dim }
        if style.reverse { bytes += reverse }
        if style.underline { bytes += underline }
        let foregroundIndex = available(style.foreground.paletteIndex)
        if foregroundIndex >= 0 { bytes += Self.expand(foreground, Int32(foregroundIndex)) }
        let backgroundIndex = available(style.background.paletteIndex)
        if backgroundIndex >= 0 { bytes += Self.expand(background, Int32(backgroundIndex)) }
        return bytes
    }

    /// The palette index drawn for `index` on this terminal, -1 for the default colour.
    private func available(_ index: Int) -> Int {
        if index < 0 { return -1 }
        if index < colorCount { return index }
        if index < 16 && index - 8 < colorCount { return index - 8 }
        return -1
    }

    private static func bytes(_ name: String) -> [UInt8] {
        bytes(of: TerminalCapabilities.capability(name))
    }

    /// Capability `name`'s string copied with its NUL, or nil when the terminal lacks it.
    private static func copy(_ name: String) -> [CChar]? {
        guard let string = TerminalCapabilities.capability(name) else { return nil }
        return Array(UnsafeBufferPointer(start: string, count: strlen(string) + 1))
    }

    private static func expand(_ capability: [CChar]?, _ first: Int32) -> [UInt8] {
        guard let capability else { return [] }
        return bytes(of: cn_tiparm1(capability, first))
    }

    private static func expand(_ capability: [CChar]?, _ first: Int32, _ second: Int32) -> [UInt8] {
        guard let capability else { return [] }
        return bytes(of: cn_tiparm2(capability, first, second))
    }

    /// The bytes of a capability's string (terminfo strings need not be UTF-8), without its padding
    /// (`$<5>`, `$<2*/>`: delays for hardware terminals, which `tputs` would turn into pauses).
    static func bytes(of string: UnsafeMutablePointer<CChar>?) -> [UInt8] {
        guard let string else { return [] }
        return withoutPadding(Array(UnsafeRawBufferPointer(start: string, count: strlen(string))))
    }

    /// `bytes` without terminfo padding specifications: `$<` digits, `.`, `*` or `/` then `>`.
    static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "<") {
                var end = index + 2
                while end < bytes.count, Self.isPaddingByte(bytes[end]) { end += 1 }
                if end < bytes.count, end > index + 2, bytes[end] == UInt8(ascii: ">") {
                    index = end + 1
                    continue
                }
            }
            result.append(bytes[index])
            index += 1
        }
        return result
    }

    private static func isPaddingByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "/")
    }
}
