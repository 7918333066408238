// Any JSON value, so a reader can check each key's type itself and name the key in its messages.

/// A decoded JSON value of any shape; encoding writes it back (config.json's writer keeps the user's keys).
enum JSONValue: Codable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let values): try container.encode(values)
        case .object(let entries): try container.encode(entries)
        }
    }

    /// The value as a user would recognise it in a message, shortened to a few dozen characters.
    var shortDescription: String {
        let text: String
        switch self {
        case .null: text = "null"
        case .bool(let value): text = value ? "true" : "false"
        case .number(let value): text = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .string(let value): text = "\"" + value + "\""
        case .array: text = "a list"
        case .object: text = "an object"
        }
        return text.count > 40 ? String(text.prefix(39)) + "…" : text
    }
}
