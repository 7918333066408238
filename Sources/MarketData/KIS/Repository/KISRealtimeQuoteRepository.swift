// The kis feed with real-time trades for as many rows as the session allows and REST polling for the rest.

import Domain
import FoundationEssentials
import Networking
import Reactive

/// The `kis` feed's real-time-aware quote repository.
///
/// The first `quotes(for:)` subscription opens one `KISRealtimeSession` (when `access` allows), kept
/// for the repository's life so that switching watchlists re-plans its registrations instead of
/// closing and reopening the socket (the last subscription gone, it unregisters everything). The
/// session registers for all users at once: reservations (`join`, the detail view's order book) first,
/// then the rows on screen (`visibleCodes`), then every subscription's codes, the newest subscription's
/// first. Each subscription polls over REST its codes that are not live at the moment, and takes one
/// REST snapshot of each live code the socket has not priced yet (`KISPollSelection`), rows on screen
/// first: outside trading hours the socket sends nothing and the snapshot (the last close) is the row's
/// price. When the socket drops, its codes go back to polling, and come back when it returns. A new subscription first
/// gets the latest quote any subscription saw of its codes (a live code has no other until its next
/// trade). Events are the same `QuoteFeedEvent`s as the polling repository's; `status` says per code of
/// every running subscription where its quotes come from, and how the socket is.
public final class KISRealtimeQuoteRepository: RealtimeQuoteRepository {
    /// Polls the codes that are not live.
    private let polling: KISQuoteRepository
    private let makeSession: (() -> KISRealtimeSession)?
    /// What the session's users want, and the session once opened.
    private struct Users {
        var session: KISRealtimeSession?
        /// Each user's codes and reservations, oldest first.
        var wants: [(id: Int, codes: [StockCode], reserved: [KISRegistration])] = []
        var nextID = 0
        /// The rows on screen, top to bottom.
        var onScreen: [StockCode] = []
    }
    private let users = LockedState(Users())
    /// The latest quote of every code any subscription saw.
    private let lastQuotes = LockedState<[StockCode: Quote]>([:])
    /// Each running subscription's status, oldest first; `status` emits them merged.
    private let statuses = LockedState<[(subscription: ObjectIdentifier, status: QuoteFeedStatus)]>([])
    private let restOnlyReason: String
    private let statusSubject = ReplaySubject<QuoteFeedStatus>.create(bufferSize: 1)
    /// The rows on screen, for the order REST snapshots are asked for in.
    private let onScreenCodes = BehaviorSubject<[StockCode]>(value: [])

    /// A repository over `client` that opens a session when `access` says so; `calendar`'s KRX phases decide
    /// when a real account's KRX codes are registered for KRX's single-price trades, and when a row's REST
    /// snapshot looks for the last of them (`KISSinglePriceWindow`); with `holdsCloseForSinglePrice` (`--once`)
    /// a row's first price after hours is that trade when there is one, never the close before it.
    public convenience init(
        client: KISClient, access: KISRealtimeAccess, scheduler: any SchedulerType, calendar: @escaping () -> KRXCalendar,
        backoff: ExponentialBackoff = .standard, connector: any WebSocketConnecting = WebSocketClient(), holdsCloseForSinglePrice: Bool = false
    ) {
        let approvalKeys = client.approvalKeys
        let venues = client.venues
        let singlePriceWindow = { (now: Date) in KISSinglePriceWindow(at: now, calendar: calendar()) }
        self.init(
            fetcher: client, access: access, scheduler: scheduler, backoff: backoff, singlePriceWindow: singlePriceWindow,
            holdsCloseForSinglePrice: holdsCloseForSinglePrice
        ) { url in
            KISRealtimeSession(
                url: url, connector: connector, approvalKeys: approvalKeys, scheduler: scheduler, backoff: backoff, venues: venues, calendar: calendar
            )
        }
    }

    init(
        fetcher: any KISQuoteFetching, access: KISRealtimeAccess, scheduler: any SchedulerType,
        backoff: ExponentialBackoff, maximumInFlight: Int = KISQuotePollLoop.defaultMaximumInFlight,
        singlePriceWindow: ((Date) -> KISSinglePriceWindow?)? = nil, holdsCloseForSinglePrice: Bool = false,
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
        polling = KISQuoteRepository(
            fetcher: fetcher, scheduler: scheduler, backoff: backoff, maximumInFlight: maximumInFlight, singlePriceWindow: singlePriceWindow,
            holdsCloseForSinglePrice: holdsCloseForSinglePrice
        )
    }

    public var visibleCodes: AnyObserver<[StockCode]> {
        AnyObserver { [weak self] event in
            guard case .next(let codes) = event, let self else { return }
            self.users.withLock { users in
                users.onScreen = codes
                Self.replan(users)
            }
            self.onScreenCodes.onNext(codes)
        }
    }

    public var status: Observable<QuoteFeedStatus> { statusSubject.asObservable() }

    public func retryAfterRefusal() {
        users.withLock { $0.session }?.retryAfterRefusal()
    }

    public func quotes(for codes: [StockCode]) -> Observable<QuoteFeedEvent> {
        Observable.create { observer in
            self.join(codes: codes) { session in
                let snapshots = session?.snapshots
                    ?? .just(KISRealtimeSnapshot(health: .off(reason: self.restOnlyReason), liveCodes: [], malformedFrames: 0))
                let tracker = KISQuoteSourceTracker(codes: codes) { subscription, status in self.publish(status, of: subscription) }
                let replayed = self.lastQuotes.withLock { last in codes.compactMap { last[$0] } }
                for quote in replayed {
                    observer.onNext(.quote(quote))
                }
                let selection = LockedState(KISPollSelection(codes: codes, priced: Set(replayed.map(\.code))))
                let polledEvents = PublishSubject<QuoteFeedEvent>()
                let loop = self.polling.makeLoop(codes: selection.withLock(\.polled), observer: polledEvents.asObserver())
                /// Changes the selection and steers the loop when the polled codes changed.
                func select(_ change: (inout KISPollSelection) -> Void) {
                    selection.withLock { selection in
                        let before = selection.polled
                        change(&selection)
                        let after = selection.polled
                        if after != before { loop.update(codes: after) }
                    }
                }
                let steering = Observable.combineLatest(snapshots, self.onScreenCodes.asObservable())
                    .subscribe(onNext: { snapshot, onScreen in
                        tracker.update(snapshot)
                        select { selection in
                            selection.snapshot = snapshot
                            selection.onScreen = onScreen
                        }
                    })
                let watched = Set(codes)
                let live = (session?.quotes ?? .empty()).filter { watched.contains($0.code) }.map(QuoteFeedEvent.quote)
                let events = Observable.merge(live, polledEvents.asObservable()).subscribe(onNext: { event in
                    if case .quote(let quote) = event {
                        self.lastQuotes.withLock { $0[quote.code] = quote }
                        // Only a code's first quote can change what is polled: later trades skip the selection's work.
                        if selection.withLock({ !$0.priced.contains(quote.code) }) { select { $0.priced.insert(quote.code) } }
                    }
                    tracker.record(event)
                    observer.onNext(event)
                })
                loop.start()
                return Disposables.create([events, steering, loop, Disposables.create { self.publish(nil, of: ObjectIdentifier(tracker)) }])
            }
        }
    }

    /// Replaces (or with nil removes) one subscription's status and emits all of them merged: every
    /// code's source, the newest subscription's where two watch the same code, and its health. Emitted
    /// under the lock, so merged statuses arrive in order.
    private func publish(_ status: QuoteFeedStatus?, of subscription: ObjectIdentifier) {
        statuses.withLock { statuses in
            if let index = statuses.firstIndex(where: { $0.subscription == subscription }) {
                if let status { statuses[index].status = status } else { statuses.remove(at: index) }
            } else if let status {
                statuses.append((subscription, status))
            }
            guard let newest = statuses.last?.status else { return }
            var merged = newest
            merged.sources = statuses.reduce(into: [:]) { sources, entry in sources.merge(entry.status.sources) { _, newer in newer } }
            statusSubject.onNext(merged)
        }
    }

    /// The execution notices of `htsID`'s accounts while subscribed: one registration reserved on the
    /// shared session (opening it); nothing when this run is REST only. A subscription keeps the repository,
    /// so one opened for the notices alone (a paper account whose quotes have a key of their own) lives on.
    public func executionNotices(htsID: String, accountType: KISAccountType) -> Observable<KISExecutionNotice> {
        Observable.create { observer in
            let membership = self.join(codes: [], reserved: [.executionNotices(htsID: htsID, accountType: accountType)]) { session in
                (session?.executionNotices ?? .empty()).subscribe(onNext: { observer.onNext($0) })
            }
            return Disposables.create {
                membership.dispose()
                withExtendedLifetime(self) {}
            }
        }
    }

    /// Makes `codes` and `reserved` part of what the shared session registers (opening and starting it
    /// for its first user) until the returned disposable is disposed — once `watching` has subscribed
    /// to the session's streams (it gets nil when `access` is REST only): the server may answer a
    /// registration with a record at once, on the socket's own thread, and a record sent before anyone
    /// watches is gone. Without any user left, the session keeps its socket but registers nothing.
    func join(codes: [StockCode], reserved: [KISRegistration] = [], watching: (KISRealtimeSession?) -> Disposable) -> Disposable {
        let session = sharedSession()
        let watch = watching(session)
        guard session != nil else { return watch }
        let id = users.withLock { users in
            let id = users.nextID
            users.nextID += 1
            users.wants.append((id, codes, reserved))
            Self.replan(users)
            return id
        }
        return Disposables.create(watch, Disposables.create { [weak self] in
            self?.users.withLock { users in
                users.wants.removeAll { $0.id == id }
                Self.replan(users)
            }
        })
    }

    /// The session every user shares, opened and started for the first one; nil when `access` is REST only.
    private func sharedSession() -> KISRealtimeSession? {
        guard let makeSession else { return nil }
        let (session, isNew) = users.withLock { users in
            if let session = users.session { return (session, false) }
            let session = makeSession()
            users.session = session
            return (session, true)
        }
        if isNew { session.start() }
        return session
    }

    /// Tells the session what all users want together (called under the lock, so wants arrive in order).
    private static func replan(_ users: Users) {
        let newestFirst = users.wants.reversed()
        var seen = Set<StockCode>()
        let codes = newestFirst.flatMap(\.codes).filter { seen.insert($0).inserted }
        users.session?.want(onScreen: users.onScreen.filter(seen.contains), watchlist: codes, reserved: newestFirst.flatMap(\.reserved))
    }

    deinit {
        users.withLock { $0.session }?.dispose()
    }

    public func quote(for code: StockCode) -> Single<Quote> {
        polling.quote(for: code)
    }

    public func latestQuote(of code: StockCode) -> Quote? {
        lastQuotes.withLock { $0[code] }
    }
}
