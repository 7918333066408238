// One request as the fake server saw it, for tests to check what the client sent.

/// A request received by the fake server: method, path, query and headers in the order sent.
public struct RecordedRequest: Decodable, Sendable {
    public let method: String
    public let path: String
    /// Query items as `[name, value]` pairs, in order.
    public let query: [[String]]
    /// Header fields as `[name, value]` pairs, as received.
    public let headers: [[String]]
    public let body: String
    /// True when the client hung up while the server was delaying its answer.
    public let clientGone: Bool?

    private enum CodingKeys: String, CodingKey {
        case method, path, query, headers, body
        case clientGone = "client_gone"
    }

    /// The query as (name, value) pairs.
    public var queryItems: [QueryItem] {
        query.compactMap { $0.count == 2 ? QueryItem(name: $0[0], value: $0[1]) : nil }
    }

    /// The value of header `name` (case-insensitive), or nil.
    public func header(_ name: String) -> String? {
        headers.first { $0.first?.lowercased() == name.lowercased() }.flatMap { $0.count == 2 ? $0[1] : nil }
    }

    /// One query item.
    public struct QueryItem: Equatable, Sendable {
        public let name: String
        public let value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }
}
