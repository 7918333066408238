// The one-time consent to real-money orders, bound to the account it was given for.

import DisplayText

/// What config.json records when the user agrees that this app may send orders to their real KIS
/// account (`trading = "live"`): the account's ten digits and when it was given. A consent covers only
/// that account: after the account number changes, live orders are refused until it is given again.
public struct LiveTradingConsent: Hashable, Sendable {
    /// The account's ten digits (no dash).
    public let accountDigits: String
    /// When it was given, as written in config.json ("2026-12-06 20:51 KST").
    public let givenAt: String

    /// Nil unless `account` reads as an account number (8-2 digits, with or without the dash).
    public init?(account: String, givenAt: String) {
        guard let digits = Self.digits(of: account) else { return nil }
        accountDigits = digits
        self.givenAt = givenAt
    }

    /// Whether this consent was given for `account` (8-2 digits, with or without the dash).
    public func covers(account: String) -> Bool {
        Self.digits(of: account) == accountDigits
    }

    /// The account as config.json and the user write it: `12345678-01`.
    public var account: String {
        "\(accountDigits.prefix(8))-\(accountDigits.suffix(2))"
    }

    /// The ten digits of `text` (`1234567801` or `12345678-01`, spaces around ignored), nil otherwise.
    static func digits(of text: String) -> String? {
        let trimmed = text.trimmingWhitespace()
        let characters = Array(trimmed)
        let digits = characters.count == 11 && characters[8] == "-" ? String(characters[..<8] + characters[9...]) : trimmed
        guard digits.count == 10, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return digits
    }
}
