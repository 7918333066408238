// Sends an HTTPRequest through the system's libcurl (loaded on first use) on a background thread.

import CHTTPTransport
import Dispatch
import FoundationEssentials
import Glibc

/// Performs exchanges with libcurl's blocking easy interface, one per global-queue thread, so no
/// Foundation networking stack (and none of its 5 MB of libraries) is loaded until the first request.
enum CurlTransport {
    /// The server's answer, or how the exchange failed.
    enum Outcome: Sendable, Equatable {
        case answered(status: Int, headers: HTTPHeaders, body: Data)
        case cancelled
        case failed(NetworkError)
    }

    /// Starts `request` in the background and calls `completion` once with its outcome; the returned
    /// cancellation aborts the exchange (the completion then gets `.cancelled`).
    static func send(_ request: HTTPRequest, host: String, completion: @escaping @Sendable (Outcome) -> Void) -> Cancellation {
        let cancellation = Cancellation()
        DispatchQueue.global().async {
            completion(perform(request, host: host, cancellation: cancellation))
        }
        return cancellation
    }

    /// Performs `request` on the calling thread.
    static func perform(_ request: HTTPRequest, host: String, cancellation: Cancellation) -> Outcome {
        var response = sw_http_response()
        let outcome = withCStrings(request.headerLines) { headers in
            request.url.withCString { url in
                request.method.rawValue.withCString { method in
                    withBody(request.body) { body, length in
                        var exchange = sw_http_request(
                            url: url, method: method, headers: headers.baseAddress, header_count: headers.count,
                            body: body, body_length: length, timeout_ms: Int((request.timeout * 1000).rounded(.up)),
                            max_body_length: request.maximumAnswerLength, cancellation: cancellation.flag
                        )
                        return sw_http_perform(&exchange, &response)
                    }
                }
            }
        }
        defer { sw_http_response_release(&response) }
        let message = withUnsafeBytes(of: response.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        switch outcome {
        case SW_HTTP_COMPLETED:
            let body = response.body.map { Data(bytes: $0, count: response.body_length) } ?? Data()
            let headers = response.headers.map { HTTPHeaders(block: UnsafeBufferPointer(start: $0, count: response.headers_length)) } ?? HTTPHeaders()
            return .answered(status: response.status, headers: headers, body: body)
        case SW_HTTP_CANCELLED:
            return .cancelled
        case SW_HTTP_TIMED_OUT:
            return .failed(.timedOut(host: host, seconds: request.timeout))
        case SW_HTTP_NOT_CONNECTED:
            return .failed(.notConnected(host: host))
        case SW_HTTP_CONNECTION_LOST:
            return .failed(.connectionLost(host: host))
        default:
            return .failed(.transport(message))
        }
    }

    /// Calls `body` with NUL-terminated copies of `strings`, alive for the call.
    private static func withCStrings<Result>(_ strings: [String], _ body: (UnsafeBufferPointer<UnsafePointer<CChar>?>) -> Result) -> Result {
        let copies = strings.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        return copies.map { UnsafePointer($0) }.withUnsafeBufferPointer(body)
    }

    private static func withBody<Result>(_ data: Data?, _ body: (UnsafeRawPointer?, Int) -> Result) -> Result {
        guard let data else { return body(nil, 0) }
        return data.withUnsafeBytes { bytes in body(bytes.baseAddress, bytes.count) }
    }

    /// A thread-safe flag that aborts one exchange; owns the C flag until the object goes away.
    final class Cancellation: Sendable {
        // nonisolated(unsafe): the C flag is an atomic int, safe to set from any thread.
        nonisolated(unsafe) let flag: OpaquePointer?

        init() { flag = sw_http_cancellation_new() }

        func cancel() { sw_http_cancel(flag) }

        deinit { sw_http_cancellation_free(flag) }
    }
}
