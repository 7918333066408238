// A small terminal for the tests: replays what a headless screen wrote and holds the cells it shows.

import CNcurses
import Foundation
import TUICore

/// The screen a terminal would show after the bytes a `CursesScreen` wrote: cursor addressing
/// (`CSI row;column H`), SGR attributes and colours (0, 1, 2, 4, 7, 22–27, 30–49, 90–107, 38/48;5;n),
/// cursor visibility (`CSI ?25 l/h`), `CSI 2 J`, carriage return and line feed, UTF-8 text; every
/// other sequence is skipped. A character takes the cells the C library's `wcwidth` gives its first
/// scalar (as a terminal using it would), so the tests see what a disagreeing width would leave.
struct TerminalReplay {
    private struct Cell {
        var text = " "
        var style = Style.plain
        var isContinuation = false
    }

    let size: Size
    private var cells: [Cell]
    private var row = 0
    private var column = 0
    private var style = Style.plain
    private var cursorVisible = true

    /// Replays the file at `path` on a screen of `size`.
    init(path: String, size: Size) throws {
        self.size = size
        cells = Array(repeating: Cell(), count: size.width * size.height)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        replay(bytes)
    }

    /// Row `row` as text: each character once, nothing for the right half of a wide one.
    func line(_ row: Int) -> String {
        cells[row * size.width..<(row + 1) * size.width].filter { !$0.isContinuation }.map(\.text).joined()
    }

    /// The character in the cell at `point` (a wide character's right half repeats it).
    func text(at point: Point) -> String {
        let cell = cells[point.y * size.width + point.x]
        return cell.isContinuation && point.x > 0 ? cells[point.y * size.width + point.x - 1].text : cell.text
    }

    func style(at point: Point) -> Style {
        cells[point.y * size.width + point.x].style
    }

    /// Where the cursor is, nil while hidden.
    var cursor: Point? { cursorVisible ? Point(x: column, y: row) : nil }

    private mutating func replay(_ bytes: [UInt8]) {
        var index = 0
        var text: [UInt8] = []
        func flushText() {
            guard !text.isEmpty else { return }
            String(decoding: text, as: UTF8.self).forEach { put($0) }
            text.removeAll()
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B, index + 1 < bytes.count {
                flushText()
                index = escape(bytes, at: index)
            } else if byte < 0x20 {
                flushText()
                if byte == 0x0D { column = 0 }
                if byte == 0x0A { row = min(row + 1, size.height - 1) }
                index += 1
            } else {
                text.append(byte)
                index += 1
            }
        }
        flushText()
    }

    /// Handles the sequence starting at `start` (an ESC); returns the index after it.
    private mutating func escape(_ bytes: [UInt8], at start: Int) -> Int {
        let kind = bytes[start + 1]
        if kind == UInt8(ascii: "(") || kind == UInt8(ascii: ")") { return min(start + 3, bytes.count) }
        if kind == UInt8(ascii: "]") {
            var index = start + 2
            while index < bytes.count, bytes[index] != 0x07, bytes[index] != 0x1B { index += 1 }
            return bytes[safe: index] == 0x1B ? index + 2 : index + 1
        }
        guard kind == UInt8(ascii: "[") else { return start + 2 }
        var index = start + 2
        var parameters = ""
        while index < bytes.count, (0x20...0x3F).contains(bytes[index]) {
            parameters.append(Character(Unicode.Scalar(bytes[index])))
            index += 1
        }
        guard index < bytes.count else { return index }
        control(final: bytes[index], parameters: parameters)
        return index + 1
    }

    private mutating func control(final: UInt8, parameters: String) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        switch final {
        case UInt8(ascii: "H"):
            row = max(1, numbers.first ?? 1) - 1
            column = max(1, numbers.count > 1 ? numbers[1] : 1) - 1
        case UInt8(ascii: "J") where numbers.first == 2:
            cells = Array(repeating: Cell(), count: size.width * size.height)
        case UInt8(ascii: "m"):
            setStyle(numbers)
        case UInt8(ascii: "l") where parameters == "?25":
            cursorVisible = false
        case UInt8(ascii: "h") where parameters == "?25":
            cursorVisible = true
        default:
            break
        }
    }

    private mutating func setStyle(_ numbers: [Int]) {
        var index = 0
        while index < numbers.count {
            let number = numbers[index]
            switch number {
            case 0: style = .plain
            case 1: style.bold = true
            case 2: style.dim = true
            case 4: style.underline = true
            case 7: style.reverse = true
            case 22: style.bold = false; style.dim = false
            case 24: style.underline = false
            case 27: style.reverse = false
            case 30...37: style.foreground = Color(paletteIndex: number - 30)
            case 90...97: style.foreground = Color(paletteIndex: number - 90 + 8)
            case 40...47: style.background = Color(paletteIndex: number - 40)
            case 100...107: style.background = Color(paletteIndex: number - 100 + 8)
            case 39: style.foreground = .default
            case 49: style.background = .default
            case 38, 48:
                if numbers[safe: index + 1] == 5, let palette = numbers[safe: index + 2] {
                    if number == 38 { style.foreground = Color(paletteIndex: palette) } else { style.background = Color(paletteIndex: palette) }
                    index += 2
                }
            default: break
            }
            index += 1
        }
    }

    private mutating func put(_ character: Character) {
        let first = character.unicodeScalars.first?.value ?? 0x20
        let width = Int(cn_wcwidth(wchar_t(bitPattern: first)))
        guard width > 0, row < size.height, column < size.width else { return }
        let index = row * size.width + column
        // Like a terminal, writing over half of a wide character blanks its other half.
        if cells[index].isContinuation, column > 0 { cells[index - 1] = Cell(style: cells[index - 1].style) }
        let end = column + width
        if end < size.width, cells[index + width].isContinuation { cells[index + width] = Cell(style: cells[index + width].style) }
        cells[index] = Cell(text: String(character), style: style)
        if width == 2, column + 1 < size.width {
            cells[index + 1] = Cell(text: "", style: style, isContinuation: true)
        }
        column = min(end, size.width)
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
