// Everything that can go wrong with one HTTP exchange, phrased for the user.

import DisplayText
import FoundationEssentials

/// Why an HTTP request failed. Every case has a message fit to show on the status line.
public enum NetworkError: Error, Equatable, Sendable {
    /// The URL uses plain `http://` to a host that is not this machine.
    case insecureURL(String)
    /// The URL could not be built from the base URL and the end point's path and query.
    case invalidURL(String)
    /// Nothing answered: connection refused, host unknown, or no network. Nothing was sent.
    case notConnected(host: String)
    /// Connected, then the connection failed or closed before a whole answer came: the request may
    /// have reached the server.
    case connectionLost(host: String)
    /// The server did not answer in full within the timeout, a deadline for the whole exchange (a server
    /// that trickles its answer is cut at it, not only one that never connects).
    case timedOut(host: String, seconds: TimeInterval)
    /// The server answered with a status outside 200–299 and a body we could not use. The message
    /// summarises it (`HTTP 404 Not Found`, with the API's own code and message when the body carries
    /// them); the body itself (often an HTML page) is never shown.
    case httpStatus(code: Int, body: String)
    /// The body did not decode into the expected type; `detail` says where and why.
    case decoding(type: String, detail: String)
    /// The server answered in its own format that the request failed.
    case api(code: String, message: String)
    /// Any other transport failure, with the system's description.
    case transport(String)

    /// A sentence for the user; outside text (bodies, API messages) is shortened.
    public var message: String {
        switch self {
        case .insecureURL(let url):
            return "Refusing plain http to \(url): only this machine may be reached without https."
        case .invalidURL(let url):
            return "Cannot build a request URL from \(url)."
        case .notConnected(let host):
            return "Cannot connect to \(host): the connection was refused or the network is down."
        case .connectionLost(let host):
            return "The connection to \(host) closed before its answer came."
        case .timedOut(let host, let seconds):
            return "\(host) did not answer in full within \(Self.format(seconds: seconds))."
        case .httpStatus(let code, let body):
            let status = HTTPStatusSummary(code: code, body: body)
            guard let apiMessage = status.apiMessage else { return "The server answered \(status.line)." }
            return "The server answered \(status.line): \(apiMessage)"
        case .decoding(let type, let detail):
            return "Unexpected answer from the server (\(type)): \(detail)."
        case .api(let code, let message):
            return "The server refused the request (\(ServerText.code(code))): \(ServerText.message(message))"
        case .transport(let description):
            return "Network error: \(description)"
        }
    }

    /// True when the request cannot have reached the server (the connection was never made, or the
    /// request never built): sending again could not make it count twice. Any other failure may
    /// follow a request the server received and acted on.
    public var certainlyNotSent: Bool {
        switch self {
        case .insecureURL, .invalidURL, .notConnected: true
        case .connectionLost, .timedOut, .httpStatus, .decoding, .api, .transport: false
        }
    }

    private static func format(seconds: TimeInterval) -> String {
        seconds < 1 ? "\(Int((seconds * 1000).rounded())) ms" : FixedPointText.decimals(seconds, 1) + " s"
    }
}

extension NetworkError: CustomStringConvertible {
    public var description: String { message }
}
