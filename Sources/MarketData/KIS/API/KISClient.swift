// The KIS Open API client: tokens, the request limiter, inquire-price and inquire-balance, with KIS's errors mapped.

import Domain
import FoundationEssentials
import Networking
import Reactive

/// Talks to one KIS REST host with one app key.
///
/// Every request (quotes, indices, chart bars, order books, holidays) waits for the one rate limiter (one
/// permit each; an order or a cancel ahead of waiting reads), then for its slot in the app key's pace shared with other processes. A token KIS rejects
/// (EGW00123 expired, EGW00121 invalid) is renewed once and the request retried — except an order's
/// (`authorizedOnce`), which is never sent twice; other failures are `KISError`s. Credentials go into request headers only, never into any text.
public final class KISClient: KISQuoteFetching {
    /// Seconds a token request may take at least: a timed-out issue may still count at KIS, which
    /// allows one a minute, so it is given time to answer.
    public static let tokenIssueTimeout: TimeInterval = 15

    /// The host and account type this client talks to.
    public let host: KISHost
    /// The venue of each stock's quotes, charts and books: KRX's on a paper account.
    public let venues: KISVenueChoice
    private let http: HTTPClient
    /// The app key's credentials, tokens, approval keys and shared pace; `use(_:)` replaces them.
    let keyed: LockedState<KISKeyedParts>
    /// Makes the parts of another app key (R after the user fixed the key in config.json).
    let makeKeyed: @Sendable (KISCredentials) -> KISKeyedParts
    /// Where the tokens are kept across runs (nil: in memory only).
    private let tokenCache: KISTokenCache?
    private let limiter: RateLimiter
    private let scheduler: any SchedulerType
    private let clock: @Sendable () -> Date

    /// A client for `host`.
    ///
    /// - Parameters:
    ///   - cacheDirectory: where `kis-token.json` is kept (e.g. `$XDG_CACHE_HOME/stockwatch`); nil keeps tokens in memory only.
    ///   - timeout: seconds a quote request may take before it fails as timed out (token requests:
    ///     at least `tokenIssueTimeout`).
    ///   - requestsPerSecond: the limiter's pace; nil takes the account type's (paper 1, real 15).
    ///   - scheduler: the clock and timers of the rate limiter.
    ///   - clock: wall-clock time for token expiry and quote timestamps (`--clock` shifts it; the pace shared
    ///     with other processes keeps the machine's).
    ///   - venue: the venue wanted for stocks Nextrade trades (`nxtEligible`); a paper account gets KRX's.
    /// - Throws: `KISError.network(.insecureURL)` for a plain-http host that is not this machine.
    public init(
        host: KISHost,
        credentials: KISCredentials,
        cacheDirectory: URL?,
        timeout: TimeInterval = 10,
        requestsPerSecond: Double? = nil,
        scheduler: any SchedulerType,
        clock: @escaping @Sendable () -> Date = { Date() },
        venue: Venue = .krx,
        nxtEligible: Set<StockCode> = []
    ) throws(KISError) {
        let tokenHTTP: HTTPClient
        do {
            http = try HTTPClient(baseURL: host.baseURL, timeout: timeout)
            tokenHTTP = try HTTPClient(baseURL: host.baseURL, timeout: max(timeout, Self.tokenIssueTimeout))
        } catch {
            throw .network(error)
        }
        self.host = host
        venues = KISVenueChoice(wanted: venue, accountType: host.accountType, nxtEligible: nxtEligible)
        self.clock = clock
        tokenCache = cacheDirectory.map(KISTokenCache.init(directory:))
        let pace = requestsPerSecond ?? host.accountType.requestsPerSecond
        limiter = RateLimiter(capacity: 1, refillPerSecond: pace, scheduler: scheduler)
        makeKeyed = { KISKeyedParts(credentials: $0, host: host, tokenHTTP: tokenHTTP, cacheDirectory: cacheDirectory, requestsPerSecond: pace, clock: clock) }
        keyed = LockedState(makeKeyed(credentials))
        self.scheduler = scheduler
    }

    /// Why access tokens cannot be cached on disk (the cache's path is a folder…), to tell the user once
    /// at start; nil when they can.
    public var tokenCacheProblem: String? { tokenCache?.problem }

    /// The current quote of `code`, or a `KISError`.
    public func quote(for code: StockCode) -> Single<Quote> {
        fetchQuote(for: code)
    }

    func fetchQuote(for code: StockCode) -> Single<Quote> {
        quote(for: code, on: venues.venue(of: code))
    }

    /// The quote of `code` on `venue` (inquire-price with `J`, `NX` or `UN`), through the same token and limiter.
    public func quote(for code: StockCode, on venue: Venue) -> Single<Quote> {
        authorized { token, credentials in KISEndPoints.inquirePrice(code, on: venue, token: token, credentials: credentials) }
            decode: { response in try response.toDomain(code: code, time: self.clock(), venue: venue) }
    }

    /// The current figures of `kind` (inquire-index-price), through the same token and limiter as quotes.
    func fetchIndex(_ kind: MarketIndexKind) -> Single<MarketIndex> {
        authorized { token, credentials in KISEndPoints.inquireIndexPrice(kind, token: token, credentials: credentials) }
            decode: { response in try response.toDomain(kind: kind, time: self.clock()) }
    }

    /// What KIS says of the dates from `day` on (chk-holiday, about three weeks), through the same token
    /// and limiter as quotes. Real accounts only.
    func fetchMarketDays(from day: CalendarDay) -> Single<[KISHolidayOutputDTO]> {
        authorized { token, credentials in KISEndPoints.checkHoliday(from: day, token: token, credentials: credentials) }
            decode: { response in try response.envelope.successOutput() }
    }

    /// One request built by `endPoint` with the current token, each attempt after a permit from the
    /// limiter the quotes use (so charts and order books share the account's budget), decoded by
    /// `decode`. A token KIS rejects is renewed once and the request retried.
    func authorized<Response, Result>(
        _ endPoint: @escaping (KISAccessToken, KISCredentials) -> EndPoint<Response>,
        decode: @escaping (Response) throws -> Result
    ) -> Single<Result> {
        authorizedExchange(endPoint) { response in try decode(response.value) }
    }

    /// As `authorized`, with `decode` given the answer's header fields too (the account calls' `tr_cont` paging),
    /// `priority` in the limiter's queue (`.urgent`: a read a cancel or revise waits on).
    func authorizedExchange<Response, Result>(
        priority: RequestPriority = .routine,
        _ endPoint: @escaping (KISAccessToken, KISCredentials) -> EndPoint<Response>,
        decode: @escaping (HTTPResponse<Response>) throws -> Result
    ) -> Single<Result> {
        let keyed = keyed.withLock { $0 }
        return keyed.tokens.token()
            .flatMap { token in
                self.send(endPoint(token, keyed.credentials), priority: priority, pace: keyed.sharedPace, decode: decode).catch { error in
                    guard (error as? KISError)?.isTokenRejection == true else { throw error }
                    return keyed.tokens.renew(replacing: token).flatMap { fresh in
                        self.send(endPoint(fresh, keyed.credentials), priority: priority, pace: keyed.sharedPace, decode: decode)
                    }
                }
            }
            .asSingle()
    }

    /// One request built by `endPoint` with the current token, sent at most once: no renewal-and-resend
    /// after a token rejection, no retry of any kind (an order must never go twice). A token KIS rejects
    /// comes back as `KISError.tokenRejected`: the gateway refused the request, so nothing was placed.
    /// An `.urgent` request (an order, a cancel) takes the limiter's next slot ahead of waiting reads.
    func authorizedOnce<Response, Result>(
        priority: RequestPriority = .routine,
        _ endPoint: @escaping (KISAccessToken, KISCredentials) -> EndPoint<Response>,
        decode: @escaping (HTTPResponse<Response>) throws -> Result
    ) -> Single<Result> {
        let keyed = keyed.withLock { $0 }
        return keyed.tokens.token().flatMap { token in
            self.send(endPoint(token, keyed.credentials), priority: priority, pace: keyed.sharedPace, decode: decode)
        }.asSingle()
    }

    /// Holds this key's routine requests (quotes, indices, account reads) so the limiter's next slot stays
    /// free for an order about to go (`RateLimiter.holdRoutineRequests`): until disposed, an urgent request
    /// has been granted a slot, or `seconds` have passed.
    func holdRoutineRequests(for seconds: TimeInterval) -> Disposable {
        limiter.holdRoutineRequests(for: seconds)
    }

    /// One page of `account`'s holdings and cash (inquire-balance), the first when `page` is nil.
    func fetchBalancePage(_ account: KISAccountNumber, after page: KISPageContext?) -> Single<KISBalancePage> {
        let accountType = host.accountType
        return authorizedExchange { token, credentials in
            KISAccountEndPoints.balance(account, accountType: accountType, page: page, token: token, credentials: credentials)
        } decode: { response in
            try response.value.toPage(trCont: response.headers["tr_cont"])
        }
    }

    /// The wall-clock time of this client (quote timestamps, the chart calls' "now").
    var now: Date { clock() }

    /// One request after a permit from the limiter (`priority` in its queue) and a slot of the app key's
    /// `pace` shared with other processes.
    private func send<Response, Result>(
        _ endPoint: EndPoint<Response>,
        priority: RequestPriority = .routine,
        pace: KISSharedRequestPace?,
        decode: @escaping (HTTPResponse<Response>) throws -> Result
    ) -> Observable<Result> {
        limiter.acquire(priority: priority).asObservable()
            .flatMap { self.sharedSlot(in: pace) }
            .flatMap { self.http.exchange(endPoint).asObservable() }
            .catch { error in throw KISError(Self.networkError(error), host: self.host.accountType) }
            .map(decode)
    }

    /// Completes when this process's turn in the app key's shared pace has come (at once when no other
    /// process is asking).
    private func sharedSlot(in pace: KISSharedRequestPace?) -> Observable<Void> {
        let wait = pace?.reserve() ?? 0
        guard wait > 0 else { return .just(()) }
        return Observable<Int>.timer(.nanoseconds(Int((wait * 1_000_000_000).rounded(.up))), scheduler: scheduler).map { _ in () }
    }

    private static func networkError(_ error: any Error) -> NetworkError {
        error as? NetworkError ?? .transport(String(describing: error))
    }
}
