// Text a server chose (an API's message, its error code), made fit to quote in a message of ours.

import DisplayText

/// Bounds what a server says before the app repeats it: no controls or escape sequences, one line,
/// a length that fits a status line. An error code that is not a code's shape (letters, digits, `_`,
/// `-`, at most 16) is not repeated at all: it would be free text under a code's name.
public enum ServerText {
    /// The longest message quoted, in characters (an ellipsis marks a cut).
    public static let maximumMessageLength = 120

    /// `text` sanitised, its first line, trimmed, at most `maximumMessageLength` characters.
    public static func message(_ text: String) -> String {
        let firstLine = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        let cleaned = TextSanitizer.sanitize(firstLine).trimmingWhitespace()
        return cleaned.count > maximumMessageLength ? String(cleaned.prefix(maximumMessageLength - 1)) + "…" : cleaned
    }

    /// `code` when it has a code's shape (or is empty), else "?".
    public static func code(_ code: String) -> String {
        let trimmed = code.trimmingWhitespace()
        let isCode = trimmed.count <= 16
            && trimmed.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-") }
        return isCode ? trimmed : "?"
    }
}
