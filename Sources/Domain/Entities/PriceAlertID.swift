// The identity of a price alert within its watchlist, stable across edits and restarts.

/// A price alert's number in its watchlist (1, 2, 3, …; a deleted number is not reused while higher ones exist).
public struct PriceAlertID: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    public let rawValue: Int

    public init(_ rawValue: Int) { self.rawValue = rawValue }

    public init(from decoder: Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public static func < (lhs: PriceAlertID, rhs: PriceAlertID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "#\(rawValue)" }
}
