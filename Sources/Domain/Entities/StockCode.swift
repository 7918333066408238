// The 6-character short code that identifies a listing on KRX (단축코드), e.g. "005930".

import DisplayText

/// A validated KRX short code: exactly 6 characters, each 0-9 or A-Z.
///
/// Compared, hashed and ordered by its six bytes packed into one integer (`packed`): a live trade looks
/// its code up in several sets and tables, and hashing the text each time was a tenth of the trade's
/// instructions.
public struct StockCode: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// Why a raw string is not a stock code.
    public enum ValidationError: UserFacingError, Equatable, Sendable {
        /// The text (after trimming) does not have exactly 6 characters of 0-9 / A-Z.
        case malformed(String)

        public var message: String {
            switch self {
            case .malformed(let raw): return "\"\(raw)\" is not a stock code (6 characters of 0-9 or A-Z)."
            }
        }
    }

    /// The code's text, always 6 characters of 0-9 / A-Z.
    public let rawValue: String
    /// The six bytes of `rawValue`, the first in the most significant used byte: equal codes have equal
    /// numbers, and the numbers order as the texts do.
    private let packed: UInt64

    /// The code in `raw` (surrounding white space trimmed), or nil when it is not 6 characters of 0-9 / A-Z.
    public init?(_ raw: String) {
        // The usual case (a code off the socket or from a file): six bytes of digits and capitals.
        if let packed = Self.packed(raw) {
            rawValue = raw
            self.packed = packed
            return
        }
        let trimmed = raw.trimmingWhitespace()
        guard let packed = Self.packed(trimmed) else { return nil }
        rawValue = trimmed
        self.packed = packed
    }

    /// `text`'s six bytes packed, or nil unless it is exactly six of 0-9 / A-Z.
    private static func packed(_ text: String) -> UInt64? {
        var text = text
        return text.withUTF8 { bytes -> UInt64? in
            guard bytes.count == 6 else { return nil }
            var packed: UInt64 = 0
            for byte in bytes {
                guard (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) else { return nil }
                packed = packed << 8 | UInt64(byte)
            }
            return packed
        }
    }

    /// The code in `raw`, or `ValidationError.malformed`.
    public init(validating raw: String) throws(ValidationError) {
        guard let code = StockCode(raw) else { throw .malformed(raw) }
        self = code
    }

    public init(from decoder: Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(String.self)
        guard let code = StockCode(raw) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: ValidationError.malformed(raw).message))
        }
        self = code
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public static func == (lhs: StockCode, rhs: StockCode) -> Bool { lhs.packed == rhs.packed }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(packed)
    }

    public static func < (lhs: StockCode, rhs: StockCode) -> Bool { lhs.packed < rhs.packed }

    public var description: String { rawValue }
}
