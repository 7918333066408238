// Hands out a usable KIS access token: from memory, from the disk cache, or freshly issued at most once a minute.

import FoundationEssentials
import Networking
import Reactive

/// The source of access tokens for one app key on one host.
///
/// A token is reused until `renewalMargin` seconds before it expires. Issuing one notifies the
/// account owner and KIS allows it once a minute, so: concurrent callers share one issue request,
/// and no issue is attempted within `issueInterval` of the last one, even a refused one (the cache
/// remembers both across runs).
final class KISTokenProvider: Sendable {
    private let http: HTTPClient
    private let credentials: KISCredentials
    private let cache: KISTokenCache?
    private let cacheKey: String
    private let clock: @Sendable () -> Date
    private let renewalMargin: TimeInterval
    private let issueInterval: TimeInterval
    /// The account type of the host, for the advice a refusal carries.
    private let accountType: KISAccountType
    private let state = LockedState(State())

    private struct State {
        var current: KISAccessToken?
        /// The value of a token KIS rejected, so the cache does not hand it out again.
        var rejected: String?
        var lastIssueAt: Date?
        /// The last issue's refusal when only the user can end it (a wrong key): within the issue
        /// interval it is the answer again, not "once a minute".
        var refusal: KISError?
        var pendingIssue: ReplaySubject<KISAccessToken>?
    }

    /// What `token()` does, decided under the lock.
    private enum Plan {
        case use(KISAccessToken)
        case join(ReplaySubject<KISAccessToken>)
        case issue(ReplaySubject<KISAccessToken>)
        case wait(TimeInterval)
        case fail(KISError)
    }

    init(
        http: HTTPClient,
        credentials: KISCredentials,
        cache: KISTokenCache?,
        accountType: KISAccountType = .paper,
        clock: @escaping @Sendable () -> Date,
        renewalMargin: TimeInterval = 300,
        issueInterval: TimeInterval = KISError.tokenIssueInterval
    ) {
        self.http = http
        self.credentials = credentials
        self.cache = cache
        cacheKey = KISTokenCache.key(host: http.baseURL, credentials: credentials)
        self.clock = clock
        self.renewalMargin = renewalMargin
        self.issueInterval = issueInterval
        self.accountType = accountType
    }

    /// A usable token: emits one and completes, or fails with a `KISError`.
    func token() -> Observable<KISAccessToken> {
        Observable.create { observer in
            switch self.plan() {
            case .use(let token):
                observer.onNext(token)
                observer.onCompleted()
                return Disposables.create()
            case .join(let pending):
                return pending.subscribe(observer)
            case .issue(let pending):
                let subscription = pending.subscribe(observer)
                self.issue(into: pending)
                return subscription
            case .wait(let seconds):
                observer.onError(KISError.tokenIssueTooFrequent(retryAfter: seconds))
                return Disposables.create()
            case .fail(let refusal):
                observer.onError(refusal)
                return Disposables.create()
            }
        }
    }

    /// A token other than `stale`, which KIS just rejected (expired or invalid).
    func renew(replacing stale: KISAccessToken) -> Observable<KISAccessToken> {
        state.withLock { state in
            state.rejected = stale.value
            if state.current == stale { state.current = nil }
        }
        return token()
    }

    private func plan() -> Plan {
        let now = clock()
        let cached = cache?.token(for: cacheKey)
        let refusedOnDisk = cache?.lastRefusedIssue(for: cacheKey)
        let refusalOnDisk = cache?.lastRefusal(for: cacheKey).map { KISError.tokenIssueRefused(code: $0.code, message: $0.message, host: accountType) }
        return state.withLock { state -> Plan in
            if let pending = state.pendingIssue { return .join(pending) }
            for candidate in [state.current, cached].compactMap({ $0 })
            where candidate.value != state.rejected && candidate.isUsable(at: now, margin: renewalMargin) {
                state.current = candidate
                return .use(candidate)
            }
            let lastIssue = [state.lastIssueAt, state.current?.issuedAt, cached?.issuedAt, refusedOnDisk].compactMap { $0 }.max()
            if let lastIssue, now.timeIntervalSince(lastIssue) < issueInterval {
                if let refusal = state.refusal ?? (lastIssue == refusedOnDisk ? refusalOnDisk : nil) { return .fail(refusal) }
                return .wait(issueInterval - now.timeIntervalSince(lastIssue))
            }
            let pending = ReplaySubject<KISAccessToken>.create(bufferSize: 1)
            state.pendingIssue = pending
            return .issue(pending)
        }
    }

    /// Sends the issue request; its outcome goes to `pending` and every caller waiting on it.
    private func issue(into pending: ReplaySubject<KISAccessToken>) {
        _ = http.request(KISEndPoints.issueToken(credentials)).subscribe(
            onSuccess: { response in
                let now = self.clock()
                do {
                    let token = try response.toDomain(issuedAt: now)
                    self.finishIssue(at: now, with: token)
                    // A cache that cannot be written costs one more issue at the next start, nothing more.
                    try? self.cache?.store(token, for: self.cacheKey, now: now)
                    pending.onNext(token)
                    pending.onCompleted()
                } catch {
                    self.finishIssue(at: now, with: nil)
                    self.rememberRefusal(at: now)
                    pending.onError(error)
                }
            },
            onFailure: { error in
                // KIS counts an issue it answered, even with a refusal; a request that never got there is free.
                let answered: Bool
                if case .api = error as? NetworkError { answered = true } else { answered = false }
                let now = self.clock()
                let failure = Self.issueFailure(error, host: self.accountType)
                let refusal = failure.healsByItself ? nil : failure
                self.finishIssue(at: answered ? now : nil, with: nil, refusal: refusal)
                if answered { self.rememberRefusal(at: now, refusal: refusal) }
                pending.onError(failure)
            }
        )
    }

    private func finishIssue(at time: Date?, with token: KISAccessToken?, refusal: KISError? = nil) {
        state.withLock { state in
            state.pendingIssue = nil
            state.refusal = refusal
            if let time { state.lastIssueAt = time }
            if let token {
                state.current = token
                state.rejected = nil
            }
        }
    }

    /// Keeps an answered issue that gave no token on disk, so another run within `issueInterval` waits
    /// too; a cache that cannot be written only costs that run one refused request.
    private func rememberRefusal(at time: Date, refusal: KISError? = nil) {
        var record: (code: String, message: String)?
        if case .tokenIssueRefused(let code, let message, _) = refusal { record = (code, message) }
        try? cache?.storeRefusedIssue(at: time, for: cacheKey, refusal: record)
    }

    /// The KIS error for a failed issue request.
    private static func issueFailure(_ error: any Error, host: KISAccountType) -> KISError {
        guard let networkError = error as? NetworkError else { return .tokenIssueFailed(.transport(String(describing: error))) }
        guard case .api(let code, let message) = networkError else { return .tokenIssueFailed(networkError) }
        if code == KISError.MessageCode.tokenIssueTooFrequent {
            return .tokenIssueTooFrequent(retryAfter: KISError.tokenIssueInterval)
        }
        if code == KISError.MessageCode.wrongAccountType { return .wrongAccountType(host: host) }
        return .tokenIssueRefused(code: code, message: message, host: host)
    }
}
