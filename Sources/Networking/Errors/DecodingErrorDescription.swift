// Turns a `DecodingError` into a short sentence naming the field that failed.

import FoundationEssentials

extension DecodingError {
    /// What failed and where, e.g. `missing key output.stck_prpr` or `not valid JSON`.
    var readableDescription: String {
        switch self {
        case .keyNotFound(let key, let context):
            return "missing key \(Self.path(context.codingPath + [key]))"
        case .typeMismatch(let type, let context):
            return "\(Self.path(context.codingPath)) is not a \(type)"
        case .valueNotFound(let type, let context):
            return "\(Self.path(context.codingPath)) is null, expected a \(type)"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return "not valid JSON" }
            return "\(Self.path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return String(describing: self)
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.isEmpty ? "the body" : keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
}
