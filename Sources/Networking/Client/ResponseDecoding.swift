// Turns an HTTP status and body into a decoded value or a NetworkError.

import FoundationEssentials

/// The rules that decide between success, HTTP status error, API error and decoding error.
enum ResponseDecoding {
    /// Decodes `body` as `Response` according to `status` and `policy`.
    ///
    /// - A 2xx body that does not decode is a `.decoding` error naming the failing field.
    /// - A non-2xx body is decoded only under `.decode`; when it does not decode, or decodes without
    ///   an API failure in it, the result is `.httpStatus` with the body.
    /// - A decoded body reporting an API failure (`APIFailureReporting`) is `.api`, whatever the status;
    ///   its message bounded by `ServerText` (one sanitised line of at most 120 characters).
    static func decode<Response: Decodable>(
        _ type: Response.Type,
        status: Int,
        body: Data,
        policy: ErrorBodyPolicy
    ) -> Result<Response, NetworkError> {
        let succeeded = (200..<300).contains(status)
        let bodyText = String(decoding: body, as: UTF8.self)
        if !succeeded && policy == .reject { return .failure(.httpStatus(code: status, body: bodyText)) }
        let value: Response
        do {
            value = try JSONDecoder().decode(Response.self, from: body)
        } catch let error as DecodingError {
            if !succeeded { return .failure(.httpStatus(code: status, body: bodyText)) }
            return .failure(.decoding(type: String(describing: Response.self), detail: error.readableDescription))
        } catch {
            return .failure(.decoding(type: String(describing: Response.self), detail: String(describing: error)))
        }
        if let failure = (value as? any APIFailureReporting)?.apiFailure {
            return .failure(.api(code: failure.code, message: ServerText.message(failure.message)))
        }
        return succeeded ? .success(value) : .failure(.httpStatus(code: status, body: bodyText))
    }
}
