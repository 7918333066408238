// The stable identity of a watchlist, independent of its (renamable) name.

import FoundationEssentials

/// A watchlist's identity: UUID text, stable across renames and restarts.
public struct WatchlistID: Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String

    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A fresh random identity.
    public static func generate() -> WatchlistID { WatchlistID(UUID().uuidString) }

    public init(from decoder: Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }
}
