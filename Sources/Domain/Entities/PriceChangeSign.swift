// The direction of a price against its base price, as KIS codes it (전일 대비 부호).

import DisplayText

/// Where the price stands against the base price; raw values are KIS's sign codes.
public enum PriceChangeSign: Int, Sendable, Codable, CaseIterable {
    /// At the daily upper limit (상한).
    case upperLimit = 1
    /// Above the base price (상승).
    case rise = 2
    /// Equal to the base price (보합).
    case flat = 3
    /// At the daily lower limit (하한).
    case lowerLimit = 4
    /// Below the base price (하락).
    case fall = 5

    /// The sign for KIS's code "0"…"5"; "0" ("no comparison") counts as flat. Nil for anything else.
    public init?(kisCode: String) {
        guard let number = Int(kisCode.trimmingWhitespace()), (0...5).contains(number) else { return nil }
        self = PriceChangeSign(rawValue: number) ?? .flat
    }

    /// True for `.upperLimit` and `.rise`.
    public var isUp: Bool { self == .upperLimit || self == .rise }

    /// True for `.lowerLimit` and `.fall`.
    public var isDown: Bool { self == .lowerLimit || self == .fall }
}
