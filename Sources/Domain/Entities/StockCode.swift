// The 6-character short code that identifies a listing on KRX (단축코드), e.g. "005930".

import DisplayText

/// A validated KRX short code: exactly 6 characters, each 0-9 or A-Z.
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

    /// The code in `raw` (surrounding white space trimmed), or nil when it is not 6 characters of 0-9 / A-Z.
    public init?(_ raw: String) {
        // The usual case (a code off the socket or from a file): six bytes of digits and capitals.
        if raw.utf8.count == 6, raw.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) }) {
            rawValue = raw
            return
        }
        let trimmed = raw.trimmingWhitespace()
        guard trimmed.unicodeScalars.count == 6,
              trimmed.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || ("A"..."Z").contains($0) })
        else { return nil }
        rawValue = trimmed
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

    public static func < (lhs: StockCode, rhs: StockCode) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { rawValue }
}
