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
    /// KIS refused to issue a token (e.g. an unknown app key), with its code and message, to a key
    /// used on the `host` account type's host.
    case tokenIssueRefused(code: String, message: String, host: KISAccountType)
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
        static let invalidAppKey = "EGW00103"
        static let invalidAppSecret = "EGW00105"
        static let accessDenied = "EGW00003"
        static let notPermitted = "EGW00004"
        static let apiNotPermitted = "EGW00206"
        /// Refusals of the key or its permissions: only the user can end them.
        static let userFixable: Set<String> = [invalidAppKey, invalidAppSecret, accessDenied, notPermitted, apiNotPermitted, wrongAccountType]
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
            case .notConnected, .connectionLost, .insecureURL, .invalidURL, .transport: return true
            case .timedOut, .httpStatus, .decoding, .api: return false
            }
        case .api(let code, _):
            return MessageCode.userFixable.contains(code)
        case .noSuchStock, .malformedField:
            return false
        }
    }

    /// False for a refusal that trying again cannot end (a wrong key or secret, a key for the other
    /// account type, a key without the permission): the user has to change something first.
    public var healsByItself: Bool {
        switch self {
        case .missingCredentials, .wrongAccountType: return false
        case .tokenIssueRefused(let code, _, _), .api(let code, _): return !MessageCode.userFixable.contains(code)
        case .network(.insecureURL), .network(.invalidURL): return false
        default: return true
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
            return "KIS needs an app key and secret, and one of them is empty: set KIS_APP_KEY and KIS_APP_SECRET."
        case .network(let error):
            return error.message
        case .rateLimited:
            return "KIS refused a request: more than the account's requests a second (EGW00201)."
        case .tokenRejected(let code, let message):
            return "KIS does not accept the access token (\(code)): \(message)"
        case .tokenIssueTooFrequent(let retryAfter):
            return "KIS issues an access token only once a minute (EGW00133); the next one in \(Int(retryAfter.rounded(.up))) s."
        case .tokenIssueRefused(let code, let message, let host):
            return Self.advice(code: code, message: message, host: host) ?? "KIS refused to issue an access token (\(code)): \(message)"
        case .tokenIssueFailed(let error):
            return "Could not get a KIS access token. \(error.message)"
        case .wrongAccountType(let host):
            return "The KIS app key is for a \(host.other) account but the host is the \(host) one (EGW02004): "
                + "set \"kis_account\": \"\(host.other)\" in config.json, or use a \(host) key."
        case .noSuchStock(let code):
            return "KIS knows no stock \(code)."
        case .api(let code, let message):
            return Self.advice(code: code, message: message, host: nil) ?? "KIS error \(code): \(message)"
        case .malformedField(let name, let value):
            return "KIS sent \"\(value)\" in \(name), which is not a number."
        }
    }

    /// What the user should do about a refusal of the key (`code`, KIS's `message`), when the code is
    /// one only the user can end; `host` is the account type of the host that refused, when known.
    private static func advice(code: String, message: String, host: KISAccountType?) -> String? {
        switch code {
        case MessageCode.invalidAppKey:
            let account = host.map { " This host is for \($0) accounts: a \($0.other) account's key is refused here (set \"kis_account\")." } ?? ""
            return "KIS does not know the app key (EGW00103): check KIS_APP_KEY (or kis_app_key).\(account)"
                + " A key that expired (they last a year) or was revoked is refused too: issue a new one on the KIS portal."
        case MessageCode.invalidAppSecret:
            return "KIS refused the app secret (EGW00105): check KIS_APP_SECRET (or kis_app_secret) is this key's secret, "
                + "copied whole, on one line."
        case MessageCode.accessDenied, MessageCode.notPermitted, MessageCode.apiNotPermitted:
            return "KIS refused access (\(code)): \(message). If the key is limited to IP addresses on the KIS portal, "
                + "add this machine's; check the Open API service is applied for on this account."
        case MessageCode.wrongAccountType:
            return host.map { KISError.wrongAccountType(host: $0).message }
        default:
            return nil
        }
    }
}
