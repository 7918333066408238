// An HTTP failure told in one line: the status with its reason phrase, and the API's own code and message.

import FoundationEssentials

/// What the user is told of a failed HTTP status: `HTTP 404 Not Found`, and from a JSON body the
/// API's code and message (KIS's `msg_cd`/`msg1`, or its token calls' `error_code`/`error_description`).
/// Any other body (an HTML error page, a proxy's text) is left out: it is not for reading.
struct HTTPStatusSummary {
    /// "HTTP 404 Not Found" ("HTTP 599" for a status without a known phrase).
    let line: String
    /// "EGW00201 초당 거래건수를 초과하였습니다." when the body is JSON that carries one.
    let apiMessage: String?

    init(code: Int, body: String) {
        line = Self.phrases[code].map { "HTTP \(code) \($0)" } ?? "HTTP \(code)"
        apiMessage = Self.apiMessage(in: body)
    }

    private struct APIFields: Decodable {
        let msg_cd: String?
        let msg1: String?
        let error_code: String?
        let error_description: String?
    }

    private static func apiMessage(in body: String) -> String? {
        guard let fields = try? JSONDecoder().decode(APIFields.self, from: Data(body.utf8)) else { return nil }
        let code = (fields.msg_cd ?? fields.error_code).map(ServerText.code)
        let parts = [code, (fields.msg1 ?? fields.error_description).map(ServerText.message)]
            .compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    private static let phrases: [Int: String] = [
        400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed",
        408: "Request Timeout", 409: "Conflict", 410: "Gone", 413: "Content Too Large", 429: "Too Many Requests",
        500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout",
    ]
}
