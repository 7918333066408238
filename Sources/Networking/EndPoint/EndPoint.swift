// A description of one HTTP request and the type its answer decodes into.

import FoundationEssentials

/// One request to an API, relative to the client's base URL, and the type of its answer.
public struct EndPoint<Response: Decodable>: Sendable {
    /// The path below the base URL, starting with `/`.
    public var path: String
    public var method: HTTPMethod
    /// Query items, sent in this order.
    public var queryItems: [URLQueryItem]
    /// Header fields; names are sent as written.
    public var headers: [String: String]
    /// The request body, if any.
    public var body: Data?
    /// What to do with the body of a non-2xx response.
    public var errorBodyPolicy: ErrorBodyPolicy

    /// Describes a request; every part but the path has a default.
    public init(
        path: String,
        method: HTTPMethod = .get,
        queryItems: [URLQueryItem] = [],
        headers: [String: String] = [:],
        body: Data? = nil,
        errorBodyPolicy: ErrorBodyPolicy = .reject
    ) {
        self.path = path
        self.method = method
        self.queryItems = queryItems
        self.headers = headers
        self.body = body
        self.errorBodyPolicy = errorBodyPolicy
    }
}
