// Whether a response with a non-2xx status is still decoded.

/// What the client does with the body of a response whose status is not 2xx.
public enum ErrorBodyPolicy: Sendable {
    /// Fail with `NetworkError.httpStatus` without decoding.
    case reject
    /// Decode it anyway (APIs that explain errors in the body, like KIS); only when that fails,
    /// report `NetworkError.httpStatus` with the body.
    case decode
}
