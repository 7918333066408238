// Hands out a usable KIS access token: from memory, from the disk cache, or freshly issued at most once a minute.

import Dispatch
import FileSystem
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
    /// The cache's key of this key and secret's refused issues.
    private let refusalKey: String
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
        refusalKey = KISTokenCache.refusalKey(host: http.baseURL, credentials: credentials)
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

    /// What the cache file says for this key: its token, and the last refused issue with its refusal.
    private struct OnDisk {
        let token: KISAccessToken?
        let refusedAt: Date?
        let refusal: KISError?
    }

    private func readDisk() -> OnDisk {
        OnDisk(
            token: cache?.token(for: cacheKey),
            refusedAt: cache?.lastRefusedIssue(for: refusalKey),
            refusal: cache?.lastRefusal(for: refusalKey).map { KISError.tokenIssueRefused(code: $0.code, message: $0.message, host: accountType) }
        )
    }

    private func plan() -> Plan {
        let now = clock()
        let disk = readDisk()
        return state.withLock { state -> Plan in
            if let pending = state.pendingIssue { return .join(pending) }
            if let settled = Self.settled(&state, disk: disk, at: now, margin: renewalMargin, interval: issueInterval) { return settled }
            let pending = ReplaySubject<KISAccessToken>.create(bufferSize: 1)
            state.pendingIssue = pending
            return .issue(pending)
        }
    }

    /// What to do without a new issue: use a usable token (memory, then disk), or within `interval` of
    /// the last issue wait (or repeat a refusal only the user can end); nil when a token may be issued.
    private static func settled(_ state: inout State, disk: OnDisk, at now: Date, margin: TimeInterval, interval: TimeInterval) -> Plan? {
        for candidate in [state.current, disk.token].compactMap({ $0 })
        where candidate.value != state.rejected && candidate.isUsable(at: now, margin: margin) {
            state.current = candidate
            return .use(candidate)
        }
        let lastIssue = [state.lastIssueAt, state.current?.issuedAt, disk.token?.issuedAt, disk.refusedAt].compactMap { $0 }.max()
        guard let lastIssue, now.timeIntervalSince(lastIssue) < interval else { return nil }
        if let refusal = state.refusal ?? (lastIssue == disk.refusedAt ? disk.refusal : nil) { return .fail(refusal) }
        return .wait(interval - now.timeIntervalSince(lastIssue))
    }

    /// Sends the issue request, holding the cache's lock file until it is answered, so that of several
    /// processes starting together one asks and the others, once they hold the lock, find its token in
    /// the cache (or its refusal). The outcome goes to `pending` and every caller waiting on it.
    private func issue(into pending: ReplaySubject<KISAccessToken>) {
        DispatchQueue.global(qos: .userInitiated).async {
            let lock = LockedState(self.cache.flatMap { try? AdvisoryFileLock.wait(at: $0.fileURL.path + ".lock") })
            let now = self.clock()
            let disk = self.readDisk()
            let settled = self.state.withLock { state in
                Self.settled(&state, disk: disk, at: now, margin: self.renewalMargin, interval: self.issueInterval)
            }
            if let settled {
                lock.withLock { $0 = nil }
                return self.finish(pending, as: settled)
            }
            self.send(into: pending) { lock.withLock { $0 = nil } }
        }
    }

    /// Ends `pending` with what the cache settled after the lock was taken (another process's token or refusal).
    private func finish(_ pending: ReplaySubject<KISAccessToken>, as settled: Plan) {
        switch settled {
        case .use(let token):
            finishIssue(at: nil, with: token)
            pending.onNext(token)
            pending.onCompleted()
        case .fail(let refusal):
            finishIssue(at: nil, with: nil, refusal: refusal)
            pending.onError(refusal)
        case .wait(let seconds):
            finishIssue(at: nil, with: nil)
            pending.onError(KISError.tokenIssueTooFrequent(retryAfter: seconds))
        case .join, .issue:
            break
        }
    }

    /// The issue request itself; `answered` runs once it is answered either way (releasing the lock).
    private func send(into pending: ReplaySubject<KISAccessToken>, answered done: @escaping @Sendable () -> Void) {
        _ = http.request(KISEndPoints.issueToken(credentials)).subscribe(
            onSuccess: { response in
                let now = self.clock()
                do {
                    let token = try response.toDomain(issuedAt: now)
                    self.finishIssue(at: now, with: token)
                    // A cache that cannot be written costs one more issue at the next start, nothing more.
                    try? self.cache?.store(token, for: self.cacheKey, now: now)
                    done()
                    pending.onNext(token)
                    pending.onCompleted()
                } catch {
                    self.finishIssue(at: now, with: nil)
                    self.rememberRefusal(at: now)
                    done()
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
                done()
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
        try? cache?.storeRefusedIssue(at: time, for: refusalKey, refusal: record)
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
