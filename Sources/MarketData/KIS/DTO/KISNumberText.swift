// Reading KIS's numbers-as-text ("-1135", "", " 70000 ") into integers, with the field named when it fails.

import DisplayText

/// KIS sends every number as a string; empty means 0.
enum KISNumberText {
    /// The integer in `text` (white space trimmed, empty = 0), or `KISError.malformedField` naming `field`.
    static func integer(_ text: String, field: String) throws(KISError) -> Int {
        let trimmed = text.trimmingWhitespace()
        if trimmed.isEmpty { return 0 }
        guard let value = Int(trimmed) else { throw .malformedField(name: field, value: text) }
        return value
    }
}
