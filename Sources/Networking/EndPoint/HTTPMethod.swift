// The HTTP methods our end points use.

/// An HTTP request method.
public enum HTTPMethod: String, Sendable {
    case get = "GET"
    case post = "POST"
}
