// Splitting a tab-separated table into lines and fields on its UTF-8 bytes (no grapheme breaking).

/// Lines and fields of a tab-separated text, found by byte: splitting 300 KB of Hangul by `Character`
/// costs tens of milliseconds at start-up, by byte a fraction of one.
enum TabSeparatedText {
    /// The lines of `text`, split at LF with a CR before it dropped; a final line break ends the last
    /// line rather than starting an empty one. The breaks are found in the bytes (the generic split of
    /// the UTF-8 view took ≈ 54 instructions a byte, an eighth of the start-up's instructions).
    static func lines(_ text: String) -> [Substring] {
        var text = text
        let ranges: [Range<Int>] = text.withUTF8 { bytes in
            func line(_ start: Int, _ end: Int) -> Range<Int> {
                start..<(end > start && bytes[end - 1] == UInt8(ascii: "\r") ? end - 1 : end)
            }
            var ranges: [Range<Int>] = []
            var start = 0
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
                ranges.append(line(start, index))
                start = index + 1
            }
            if start < bytes.count { ranges.append(line(start, bytes.count)) }
            return ranges
        }
        let utf8 = text.utf8
        return ranges.map { range in
            let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
            return text[lower..<utf8.index(lower, offsetBy: range.count)]
        }
    }

    /// The tab-separated fields of `line`, empty ones kept. Each field is made straight from the line's
    /// bytes (splitting the UTF-8 view into substrings first was a sixth of the start-up's catalog parse).
    static func fields(_ line: Substring) -> [String] {
        var line = line
        return line.withUTF8 { bytes in
            var fields: [String] = []
            var start = 0
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\t") {
                fields.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                start = index + 1
            }
            fields.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
            return fields
        }
    }
}
