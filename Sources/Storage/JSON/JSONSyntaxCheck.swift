// Finds where a JSON text first breaks the grammar, so a message can say "line 2, column 21: expected ,".

/// A strict RFC 8259 syntax check that reports the first error's line, column and what was expected.
/// The decoder says only "not valid JSON"; a person fixing config.json by hand needs the place.
struct JSONSyntaxCheck {
    /// Where and why a text is not JSON; `description` reads "line 2, column 21: expected , or }".
    struct Failure: Error, Equatable, CustomStringConvertible {
        let line: Int
        let column: Int
        let expected: String

        var description: String { "line \(line), column \(column): expected \(expected)" }
    }

    private let bytes: [UInt8]
    private var index = 0
    private static let anyValue = "a value (object, array, string, number, true, false or null)"
    /// Nesting deeper than this is refused rather than recursed into.
    private static let maximumDepth = 512

    /// The first syntax error in `bytes` (UTF-8), or nil when they are one valid JSON value.
    static func firstError(in bytes: [UInt8]) -> Failure? {
        var check = JSONSyntaxCheck(bytes: bytes)
        do throws(Failure) {
            try check.validateUTF8()
            check.skipWhitespace()
            try check.value(depth: 0)
            check.skipWhitespace()
            if check.index < bytes.count { throw check.failure("the end of the text") }
            return nil
        } catch {
            return error
        }
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Fails at the first byte that is not part of well-formed UTF-8.
    private mutating func validateUTF8() throws(Failure) {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): index += encoded.count
            case .emptyInput:
                index = 0
                return
            case .error: throw failure("UTF-8 text")
            }
        }
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func value(depth: Int) throws(Failure) {
        guard depth < Self.maximumDepth else { throw failure("at most \(Self.maximumDepth) levels of nesting") }
        guard let byte = current else { throw failure(Self.anyValue) }
        switch byte {
        case UInt8(ascii: "{"): try container(closing: UInt8(ascii: "}"), depth: depth, isObject: true)
        case UInt8(ascii: "["): try container(closing: UInt8(ascii: "]"), depth: depth, isObject: false)
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw failure(Self.anyValue)
        }
    }

    /// An object or array from its opening bracket to `closing`, members separated by commas.
    private mutating func container(closing: UInt8, depth: Int, isObject: Bool) throws(Failure) {
        index += 1
        skipWhitespace()
        if current == closing {
            index += 1
            return
        }
        while true {
            if isObject {
                guard current == UInt8(ascii: "\"") else { throw failure("a key in double quotes") }
                try string()
                skipWhitespace()
                try expect(UInt8(ascii: ":"))
                skipWhitespace()
            }
            try value(depth: depth + 1)
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
            } else if current == closing {
                index += 1
                return
            } else {
                throw failure(", or \(Character(Unicode.Scalar(closing)))")
            }
        }
    }

    private mutating func string() throws(Failure) {
        index += 1
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return
            case UInt8(ascii: "\\"):
                index += 1
                try escape()
            case 0..<0x20:
                throw failure("no control characters inside a string (write \\n, \\t …)")
            default:
                index += 1
            }
        }
        throw failure("a closing \"")
    }

    private mutating func escape() throws(Failure) {
        guard let byte = current else { throw failure("an escape after \\") }
        if byte == UInt8(ascii: "u") {
            index += 1
            for _ in 0..<4 {
                guard let digit = current, Self.isHexDigit(digit) else { throw failure("four hexadecimal digits after \\u") }
                index += 1
            }
            return
        }
        guard Array(#""\/bfnrt"#.utf8).contains(byte) else { throw failure(#"one of \" \\ \/ \b \f \n \r \t \u after \"#) }
        index += 1
    }

    private mutating func number() throws(Failure) {
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
        } else {
            try digits()
        }
        if current == UInt8(ascii: ".") {
            index += 1
            try digits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            try digits()
        }
    }

    private mutating func digits() throws(Failure) {
        guard let first = current, Self.isDigit(first) else { throw failure("a digit") }
        while let byte = current, Self.isDigit(byte) { index += 1 }
    }

    private mutating func literal(_ word: String) throws(Failure) {
        for byte in word.utf8 {
            guard current == byte else { throw failure(word) }
            index += 1
        }
    }

    private mutating func expect(_ byte: UInt8) throws(Failure) {
        guard current == byte else { throw failure(String(Character(Unicode.Scalar(byte)))) }
        index += 1
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    /// The failure at the current position: lines count "\n", columns count characters (not bytes) from 1.
    private func failure(_ expected: String) -> Failure {
        let before = bytes[..<min(index, bytes.count)]
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let column = String(decoding: bytes[lineStart..<before.endIndex], as: UTF8.self).count + 1
        return Failure(line: line, column: column, expected: expected)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
}
