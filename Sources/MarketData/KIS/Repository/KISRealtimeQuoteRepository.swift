// The kis feed with real-time trades for as many rows as the session allows and REST polling for the rest.

import Domain
import FoundationEssentials
import Networking
import Reactive

/// The `kis` feed's real-time-aware quote repository.
///
/// The first `quotes(for:)` subscription opens one `KISRealtimeSession` (when `access` allows), kept
/// for the repository's life so that switching watchlists re-plans its registrations instead of
/// closing and reopening the socket (the last subscription gone, it unregisters everything). Each
/// subscription tells it the watchlist and the rows on screen (`visibleCodes`), and polls over REST
/// exactly the codes that are not live at the moment: when the socket drops, its codes go back to polling, and come back when it
/// returns. Events are the same `QuoteFeedEvent`s as the polling repository's; `status` says per code
/// where its quotes come from and how the socket is.
public final class KISRealtimeQuoteRepository: RealtimeQuoteRepository {
    /// Polls the codes that are not live.
    private let polling: KISQuoteRepository
    private let makeSession: (() -> KISRealtimeSession)?
    /// The one session, once opened, and how many `quotes(for:)` subscriptions use it.
    private let shared = LockedState<(session: KISRealtimeSession?, subscribers: Int)>((nil, 0))
    private let restOnlyReason: String
    private let visible = BehaviorSubject<[StockCode]>(value: [])
    private let statusSubject = ReplaySubject<QuoteFeedStatus>.create(bufferSize: 1)

    /// A repository over `client` that opens a session when `access` says so.
    public convenience init(
        client: KISClient, access: KISRealtimeAccess, scheduler: any SchedulerType,
        backoff: ExponentialBackoff = .standard, connector: any WebSocketConnecting = WebSocketClient()
    ) {
        let approvalKeys = client.approvalKeys
        self.init(fetcher: client, access: access, scheduler: scheduler, backoff: backoff) { url in
            KISRealtimeSession(url: url, connector: connector, approvalKeys: approvalKeys, scheduler: scheduler, backoff: backoff)
        }
    }

    init(
        fetcher: any KISQuoteFetching, access: KISRealtimeAccess, scheduler: any SchedulerType,
        backoff: ExponentialBackoff, maximumInFlight: Int = KISQuotePollLoop.defaultMaximumInFlight,
        session: @escaping (URL) -> KISRealtimeSession
    ) {
        switch access {
        case .session(let url):
            makeSession = { session(url) }
            restOnlyReason = ""
        case .restOnly(let reason):
            makeSession = nil
            restOnlyReason = reason
        }
        polling = KISQuoteRepository(fetcher: fetcher, scheduler: scheduler, backoff: backoff, maximumInFlight: maximumInFlight)
    }

    public var visibleCodes: AnyObserver<[StockCode]> { visible.asObserver() }

    public var status: Observable<QuoteFeedStatus> { statusSubject.asObservable() }

    public func quotes(for codes: [StockCode]) -> Observable<QuoteFeedEvent> {
        Observable.create { observer in
            let session = self.openSession()
            let snapshots = session?.snapshots
                ?? .just(KISRealtimeSnapshot(health: .off(reason: self.restOnlyReason), liveCodes: [], malformedFrames: 0))
            let tracker = KISQuoteSourceTracker(codes: codes)
            let publish: (KISQuoteSourceTracker) -> Void = { self.statusSubject.onNext($0.status) }
            let wanted = self.visible.subscribe(onNext: { onScreen in
                session?.want(onScreen: onScreen.filter(codes.contains), watchlist: codes)
            })
            let polledCodes = snapshots
                .do(onNext: { snapshot in
                    tracker.update(snapshot)
                    publish(tracker)
                })
                .map { snapshot in codes.filter { !snapshot.liveCodes.contains($0) } }
                .distinctUntilChanged()
            let polled = polledCodes.flatMapLatest { polled in self.polling.quotes(for: polled) }
            let live = (session?.quotes ?? .empty()).filter { codes.contains($0.code) }.map(QuoteFeedEvent.quote)
            let events = Observable.merge(live, polled).subscribe(onNext: { event in
                if tracker.record(event) { publish(tracker) }
                observer.onNext(event)
            })
            return Disposables.create(wanted, events, Disposables.create { self.release(session) })
        }
    }

    /// The shared session (opened and started by its first user), nil when `access` is REST only.
    private func openSession() -> KISRealtimeSession? {
        guard let makeSession else { return nil }
        let (session, isNew) = shared.withLock { shared in
            shared.subscribers += 1
            if let session = shared.session { return (session, false) }
            let session = makeSession()
            shared.session = session
            return (session, true)
        }
        if isNew { session.start() }
        return session
    }

    /// One user fewer; without any, the session keeps its socket but registers nothing.
    private func release(_ session: KISRealtimeSession?) {
        guard let session else { return }
        let isLast = shared.withLock { shared in
            shared.subscribers -= 1
            return shared.subscribers == 0
        }
        if isLast { session.want(onScreen: [], watchlist: []) }
    }

    deinit {
        shared.withLock { $0.session }?.dispose()
    }

    public func quote(for code: StockCode) -> Single<Quote> {
        polling.quote(for: code)
    }
}
