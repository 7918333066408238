// Reading KIS's string-valued number fields ("-1135", "-1.02", "") and giving them the sign code's direction.

import DisplayText
import Domain

/// The number rules every KIS output DTO shares.
enum KISNumberField {
    /// `text` as a whole number; empty is 0, anything else not a number is `.malformedField(name)`.
    static func integer(_ text: String, name: String) throws(KISError) -> Int {
        let trimmed = text.trimmingWhitespace()
        if trimmed.isEmpty { return 0 }
        guard let value = Int(trimmed) else { throw .malformedField(name: name, value: text) }
        return value
    }

    /// `text` as a finite decimal; empty is 0, anything else not a number is `.malformedField(name)`.
    static func decimal(_ text: String, name: String) throws(KISError) -> Double {
        let trimmed = text.trimmingWhitespace()
        if trimmed.isEmpty { return 0 }
        guard let value = Double(trimmed), value.isFinite else { throw .malformedField(name: name, value: text) }
        return value
    }

    /// `value` made positive for a rise and negative for a fall, whatever sign KIS wrote on it.
    static func directed<Number: SignedNumeric & Comparable>(_ value: Number, by sign: PriceChangeSign) -> Number {
        if sign.isUp { return value < 0 ? -value : value }
        if sign.isDown { return value > 0 ? -value : value }
        return value
    }
}
