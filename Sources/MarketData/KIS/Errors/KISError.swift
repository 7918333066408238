// Everything the KIS client can fail with, each with a message for the user and a retry hint.

import Domain
import FoundationEssentials
import Networking

/// A failure of the KIS client. `message` is for the user; KIS's own text (msg1) is kept where it helps.
public enum KISError: UserFacingError, Equatable, Sendable {
    /// No app key / secret was configured.
    case missingCredentials
    /// The HTTP exchange failed (not connected, timeout, HTTP status, undecodable body).
    case network(NetworkError)
    /// EGW00201: too many requests per second.
    case rateLimited
    /// EGW00123 / EGW00121 even after one fresh token: KIS does not accept our token.
    case tokenRejected(code: String, message: String)
    /// EGW00133, or our own guard: a token may be issued only once a minute.
    case tokenIssueTooFrequent(retryAfter: TimeInterval)
    /// KIS refused to issue a token (e.g. an unknown app key), with its code and message.
    case tokenIssueRefused(code: String, message: String)
    /// The token request itself failed (not connected, timeout, bad answer).
    case tokenIssueFailed(NetworkError)
    /// EGW02004: the key belongs to the other account type than the host serves.
    case wrongAccountType(host: KISAccountType)
    /// KIS answered with a zero price: there is no such stock.
    case noSuchStock(StockCode)
    /// Any other KIS error: its code and msg1.
    case api(code: String, message: String)
    /// A field of the answer held something that is not a number.
    case malformedField(name: String, value: String)

    /// The KIS error codes the client treats specially.
    enum MessageCode {
        static let rateLimited = "EGW00201"
        static let tokenExpired = "EGW00123"
        static let tokenInvalid = "EGW00121"
        static let tokenIssueTooFrequent = "EGW00133"
        static let wrongAccountType = "EGW02004"
    }

    /// Seconds KIS asks us to wait after issuing a token before the next issue.
    static let tokenIssueInterval: TimeInterval = 60

    /// The KIS error for an HTTP client error of an API call (inquire-price).
    init(_ error: NetworkError, host: KISAccountType) {
        guard case .api(let code, let message) = error else {
            self = .network(error)
            return
        }
        switch code {
        case MessageCode.rateLimited: self = .rateLimited
        case MessageCode.tokenExpired, MessageCode.tokenInvalid: self = .tokenRejected(code: code, message: message)
        case MessageCode.tokenIssueTooFrequent: self = .tokenIssueTooFrequent(retryAfter: Self.tokenIssueInterval)
        case MessageCode.wrongAccountType: self = .wrongAccountType(host: host)
        default: self = .api(code: code, message: message)
        }
    }

    /// True when KIS said our token is expired or invalid, so one renewal may help.
    var isTokenRejection: Bool {
        if case .tokenRejected = self { return true }
        return false
    }

    /// True when the failure is not about one stock but the whole feed (connection, token, key, limits).
    public var affectsWholeFeed: Bool {
        switch self {
        case .missingCredentials, .rateLimited, .tokenRejected, .tokenIssueTooFrequent, .tokenIssueRefused, .tokenIssueFailed,
             .wrongAccountType:
            return true
        case .network(let error):
            switch error {
            case .notConnected, .insecureURL, .invalidURL, .transport: return true
            case .timedOut, .httpStatus, .decoding, .api: return false
            }
        case .noSuchStock, .api, .malformedField:
            return false
        }
    }

    /// The least time to wait before trying again, when the error says so.
    public var minimumRetryDelay: TimeInterval? {
        switch self {
        case .tokenIssueTooFrequent(let retryAfter): return retryAfter
        default: return nil
        }
    }

    public var message: String {
        switch self {
        case .missingCredentials:
            return "KIS needs an app key and secret, and one of them is empty."
        case .network(let error):
            return error.message
        case .rateLimited:
            return "KIS is limiting requests per second (EGW00201); slowing down."
        case .tokenRejected(let code, let message):
            return "KIS does not accept the access token (\(code)): \(message)"
        case .tokenIssueTooFrequent(let retryAfter):
            return "KIS allows a new access token only once a minute; retrying in \(Int(retryAfter.rounded(.up))) s."
        case .tokenIssueRefused(let code, let message):
            return "KIS refused to issue an access token (\(code)): \(message)"
        case .tokenIssueFailed(let error):
            return "Could not get a KIS access token. \(error.message)"
        case .wrongAccountType(let host):
            return "The KIS app key is for a \(host.other) account but the host is the \(host) one (EGW02004): "
                + "use the \(host.other) host or a \(host) key."
        case .noSuchStock(let code):
            return "KIS knows no stock \(code)."
        case .api(let code, let message):
            return "KIS error \(code): \(message)"
        case .malformedField(let name, let value):
            return "KIS sent \"\(value)\" in \(name), which is not a number."
        }
    }
}
