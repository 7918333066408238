// The header fields of an HTTP answer, looked up by name whatever its case.

import DisplayText

/// An answer's header fields, names lowercased (HTTP names are case-insensitive); a repeated field
/// keeps its last value. KIS pages its account calls with the `tr_cont` answer header.
public struct HTTPHeaders: Hashable, Sendable {
    private let fields: [String: String]

    /// Fields given as name → value (names are lowercased here).
    public init(_ fields: [String: String] = [:]) {
        self.fields = Dictionary(fields.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// Reads a header block as received ("Name: value" lines ending in CRLF or LF); the status line,
    /// blank lines and lines without a colon are skipped, values trimmed of surrounding whitespace.
    public init(block: some Sequence<UInt8>) {
        var fields: [String: String] = [:]
        for line in String(decoding: Array(block), as: UTF8.self).split(whereSeparator: \.isNewline) {
            guard !line.hasPrefix("HTTP/"), let colon = line.firstIndex(of: ":") else { continue }
            let name = String(line[..<colon]).trimmingWhitespace().lowercased()
            guard !name.isEmpty else { continue }
            fields[name] = String(line[line.index(after: colon)...]).trimmingWhitespace()
        }
        self.fields = fields
    }

    /// The value of the field `name` (any case), or nil.
    public subscript(_ name: String) -> String? { fields[name.lowercased()] }
}
