// Reading a whole number typed by the user: digits with optional thousands commas ("70,000", "70000").

/// Reads the whole numbers of the lot and alert dialogs (quantities, KRW prices).
enum KRWAmountText {
    /// The positive whole number `text` writes — digits, with commas between groups of three if any
    /// ("70,000" or "70000", not "7,0000") — or nil when it is not one, is 0, or exceeds `largest`.
    static func positiveWholeNumber(_ text: Substring, atMost largest: Int) -> Int? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCIIDigit || $0 == "," }) else { return nil }
        if text.contains(",") {
            let groups = text.split(separator: ",", omittingEmptySubsequences: false)
            guard let first = groups.first, (1...3).contains(first.count), groups.dropFirst().allSatisfy({ $0.count == 3 }) else { return nil }
        }
        let digits = text.filter(\.isASCIIDigit)
        guard digits.count <= 18, let value = Int(digits), value > 0, value <= largest else { return nil }
        return value
    }
}
