// Any JSON value, so a reader can check each key's type itself and name the key in its messages.

/// A decoded JSON value of any shape.
enum JSONValue: Decodable, Equatable {
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
