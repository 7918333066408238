// Reading KIS's string-valued number fields ("-1135", "-1.02", "") and giving them the sign code's direction.

import DisplayText
import Domain

/// The number rules every KIS output DTO shares.
enum KISNumberField {
    /// `text` as a whole number of magnitude at most `largest` (by default the largest figure KRX
    /// reports); empty is 0, anything else is `.malformedField(name)`, so no later arithmetic can trap.
    static func integer(_ text: String, name: String, atMost largest: Int = MarketLimits.largestTradedValue) throws(KISError) -> Int {
        let trimmed = text.trimmingWhitespace()
        if trimmed.isEmpty { return 0 }
        guard let value = Int(trimmed), value.magnitude <= largest.magnitude else { throw .malformedField(name: name, value: text) }
        return value
    }

    /// `text` as a figure that cannot be negative (a price, a volume, a traded value) of at most
    /// `largest`: a negative one is `.malformedField(name)` like any other figure KRX cannot produce.
    static func nonNegative(_ text: String, name: String, atMost largest: Int = MarketLimits.largestTradedValue) throws(KISError) -> Int {
        let value = try integer(text, name: name, atMost: largest)
        guard value >= 0 else { throw .malformedField(name: name, value: text) }
        return value
    }

    /// `text` as a decimal of magnitude at most `largest`; empty is 0, anything else (not finite
    /// included) is `.malformedField(name)`.
    static func decimal(_ text: String, name: String, atMost largest: Double = Double(MarketLimits.largestTradedValue)) throws(KISError) -> Double {
        let trimmed = text.trimmingWhitespace()
        if trimmed.isEmpty { return 0 }
        guard let value = Double(trimmed), value.isFinite, value.magnitude <= largest else { throw .malformedField(name: name, value: text) }
        return value
    }

    /// `value` made positive for a rise and negative for a fall, whatever sign KIS wrote on it.
    static func directed<Number: SignedNumeric & Comparable>(_ value: Number, by sign: PriceChangeSign) -> Number {
        if sign.isUp { return value < 0 ? -value : value }
        if sign.isDown { return value > 0 ? -value : value }
        return value
    }
}
