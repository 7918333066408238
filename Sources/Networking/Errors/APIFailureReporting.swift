// How a response body tells the HTTP client that the API itself refused the request.

/// A decoded body that may carry an API-level failure (e.g. an envelope with an error code).
///
/// When a response type conforms, `HTTPClient` turns a non-nil `apiFailure` into `NetworkError.api`.
public protocol APIFailureReporting {
    /// The API's error code and message, or nil when the body reports success.
    var apiFailure: (code: String, message: String)? { get }
}
