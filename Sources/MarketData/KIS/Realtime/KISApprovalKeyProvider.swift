// Hands out the WebSocket approval key: from memory, from the disk cache, or freshly issued.

import FoundationEssentials
import Networking
import Reactive

/// The approval key of one app key on one host, kept in `kis-token.json` beside the access token
/// (same file, 0600, with its issue time; entry keyed by "approval#" + host + app-key fingerprint).
///
/// The key is reused until `renewalMargin` before it expires; one the server rejects (OPSP0011) is
/// discarded. Its text is only ever sent in subscribe frames: every description is redacted.
final class KISApprovalKeyProvider: KISApprovalKeySource {
    /// KIS keeps an approval key valid for a day.
    static let validity: TimeInterval = 86_400

    private let http: HTTPClient
    private let credentials: KISCredentials
    private let cache: KISTokenCache?
    private let cacheKey: String
    private let clock: @Sendable () -> Date
    private let renewalMargin: TimeInterval
    /// The account type of the host, for the advice a refusal carries.
    private let accountType: KISAccountType
    private let current = LockedState<KISAccessToken?>(nil)

    init(
        http: HTTPClient, credentials: KISCredentials, cache: KISTokenCache?, accountType: KISAccountType = .paper,
        clock: @escaping @Sendable () -> Date, renewalMargin: TimeInterval = 600
    ) {
        self.accountType = accountType
        self.http = http
        self.credentials = credentials
        self.cache = cache
        cacheKey = "approval#" + KISTokenCache.key(host: http.baseURL, credentials: credentials)
        self.clock = clock
        self.renewalMargin = renewalMargin
    }

    /// A usable key: emits one and completes, or fails with a `KISError`.
    func approvalKey() -> Single<KISAccessToken> {
        let now = clock()
        let known = current.withLock { $0 } ?? cache?.token(for: cacheKey)
        if let known, known.isUsable(at: now, margin: renewalMargin) {
            current.withLock { $0 = known }
            return .just(known)
        }
        return http.request(KISEndPoints.issueApprovalKey(credentials)).asObservable()
            .catch { error in throw Self.issueFailure(error, host: self.accountType) }
            .map { response in
                let issuedAt = self.clock()
                let key = try response.toDomain(issuedAt: issuedAt, validity: Self.validity)
                self.current.withLock { $0 = key }
                // A cache that cannot be written costs one more issue at the next start, nothing more.
                try? self.cache?.store(key, for: self.cacheKey, now: issuedAt)
                return key
            }
            .asSingle()
    }

    /// The KIS error for a failed issue: a refusal (an answer with KIS's code) says what to fix.
    private static func issueFailure(_ error: any Error, host: KISAccountType) -> KISError {
        let networkError = error as? NetworkError ?? .transport(String(describing: error))
        guard case .api(let code, let message) = networkError else { return .network(networkError) }
        if code == KISError.MessageCode.wrongAccountType { return .wrongAccountType(host: host) }
        return .tokenIssueRefused(code: code, message: message, host: host)
    }

    /// Forgets `key` (the server said it is invalid), in memory and on disk, so the next call issues one.
    func discard(_ key: KISAccessToken) {
        current.withLock { if $0 == key { $0 = nil } }
        let expired = KISAccessToken(value: "", issuedAt: key.issuedAt, expiresAt: key.issuedAt)
        try? cache?.store(expired, for: cacheKey, now: clock())
    }
}
