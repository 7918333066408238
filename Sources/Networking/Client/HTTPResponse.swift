// A decoded answer together with its header fields, for the calls whose headers carry meaning (paging).

/// The decoded body of an answer and the header fields it came with.
public struct HTTPResponse<Value> {
    public let value: Value
    public let headers: HTTPHeaders

    public init(value: Value, headers: HTTPHeaders) {
        self.value = value
        self.headers = headers
    }
}

extension HTTPResponse: Sendable where Value: Sendable {}
