// One real-time session of an app key: connects, registers what the planner says, stays alive, reconnects.

import Domain
import FoundationEssentials
import Networking
import Reactive

/// The KIS WebSocket session behind the live rows.
///
/// - Connects with an approval key, registers the planner's choice (rows on screen first) and re-plans
///   whenever `want` changes the list: unsubscribes before subscribes, never above the limit.
/// - Answers PINGPONG with a pong carrying its text. No frame at all (not even PINGPONG) for
///   `silenceTimeout` seconds counts as a lost connection, like a close or a failure: the session then
///   reports `.down` with the reason and retry time, and reconnects after a backoff with jitter, then
///   registers again. A rejected approval key is discarded, so the next attempt asks for a new one.
/// - A registration counts as live once the server confirmed it (acknowledgement or a record), not when
///   asked for; a live code counts as traded once a record for it arrived on this connection.
/// - On a real account, in KRX's single-price session (16:00–18:00, from `calendar`) a code priced on KRX is
///   registered on H0STOUP0 instead of H0STCNT0, which carries none of its trades; the session replans by
///   itself at each end of a KRX phase (so at 16:00 and 18:00), read on `scheduler`'s clock.
/// - Trades arrive on `quotes`, order books (H0STASP0, for a reservation) on `orderBooks`, the account's
///   execution notices (H0STCNI0/9, for a reservation, decrypted with its acknowledgement's key) on
///   `executionNotices`, the state on `snapshots` (replaying the latest).
///
/// The socket's events are handled on the connection's own thread, so a trade reaches the quote stream
/// without a hop; everything else (start, `want`, the timers) runs on `scheduler`. One lock orders the
/// two, so the session's state is only ever touched by one of them at a time, and the streams emit
/// under it, in order. Events of a connection the session has given up are ignored.
final class KISRealtimeSession: Disposable {
    private let url: URL
    private let connector: any WebSocketConnecting
    private let approvalKeys: any KISApprovalKeySource
    private let scheduler: any SchedulerType
    private let backoff: ExponentialBackoff
    private let silenceTimeout: TimeInterval
    private let jitter: @Sendable () -> Double
    /// The venue of each code's registrations (KRX's transactions on a paper account).
    private let venues: KISVenueChoice
    /// The exchange calendar in use, read at every replan: KRX's phase decides the single-price registrations.
    private let calendar: () -> KRXCalendar

    /// Held by every entry point (socket events, scheduled work); the state below is touched only under it.
    private let exclusive = Lock()
    private let connection = SerialDisposable()
    /// The silence watch while connecting or connected, the retry wait while down.
    private let timer = SerialDisposable()
    /// Nextrade eligibility learned while connected moves a code's registration to its venue at once.
    private let eligibilityWatch = SerialDisposable()
    /// The replan at the end of KRX's current phase (a real account's registrations follow KRX's sessions).
    private let phaseWatch = SerialDisposable()
    private let quoteSubject = PublishSubject<Quote>()
    private let orderBookSubject = PublishSubject<OrderBook>()
    private let noticeSubject = PublishSubject<KISExecutionNotice>()
    private let snapshotSubject: BehaviorSubject<KISRealtimeSnapshot>

    private var sender: WebSocketSender?
    private var approvalKey: KISAccessToken?
    private var planner: KISSubscriptionPlanner
    private var decoder = KISRealtimeFrameDecoder()
    private var onScreen: [StockCode] = []
    private var watchlist: [StockCode] = []
    private var reserved: [KISRegistration] = []
    private var failures = 0
    /// Counts connection attempts; a socket event carries its attempt's number and is dropped if stale.
    private var attempt = 0
    /// When the last frame (or the attempt's start) was seen: the silence watch measures from here.
    private var lastFrame: RxTime?
    /// Registrations the server confirmed on this connection (OPSP0000, OPSP0002 or a record): only these
    /// are live, so a registration that is refused never leaves its row (or book) unpolled.
    private var confirmed = Set<KISRegistration>()
    /// Codes a trade record arrived for on this connection.
    private var traded = Set<StockCode>()
    private var health = RealtimeConnectionHealth.connecting

    /// - Parameters:
    ///   - silenceTimeout: seconds without any frame before the connection counts as lost.
    ///   - jitter: a number in 0..<1 per retry; the wait is the backoff's delay times (1 + jitter / 2).
    ///   - venues: which venue's transactions each code is registered for (KRX's when not given).
    ///   - calendar: the exchange calendar, whose KRX phases move a real account's KRX codes to H0STOUP0 and back.
    init(
        url: URL,
        connector: any WebSocketConnecting,
        approvalKeys: any KISApprovalKeySource,
        scheduler: any SchedulerType,
        backoff: ExponentialBackoff = .standard,
        silenceTimeout: TimeInterval = 20,
        jitter: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
        venues: KISVenueChoice = .krxOnly,
        calendar: @escaping () -> KRXCalendar = { KRXCalendar(closures: [:]) }
    ) {
        self.url = url
        self.connector = connector
        self.approvalKeys = approvalKeys
        self.scheduler = scheduler
        self.backoff = backoff
        self.silenceTimeout = silenceTimeout
        self.jitter = jitter
        self.venues = venues
        self.calendar = calendar
        planner = KISSubscriptionPlanner(venues: venues)
        snapshotSubject = BehaviorSubject(value: KISRealtimeSnapshot(health: .connecting, liveCodes: [], malformedFrames: 0))
    }

    /// Every trade of a registered code.
    var quotes: Observable<Quote> { quoteSubject.asObservable() }
    /// Every order book of a registered code; the snapshot counting it live comes first.
    var orderBooks: Observable<OrderBook> { orderBookSubject.asObservable() }
    /// Every execution notice of a registered HTS ID.
    var executionNotices: Observable<KISExecutionNotice> { noticeSubject.asObservable() }
    /// The state after each change, the latest first on subscribing.
    var snapshots: Observable<KISRealtimeSnapshot> { snapshotSubject.asObservable() }

    /// Opens the session.
    func start() {
        if !venues.seesKRXOnly {
            eligibilityWatch.disposable = venues.eligibility.changes.subscribe(onNext: { [weak self] _ in
                self?.onScheduler { self?.replan() }
            })
        }
        onScheduler { self.connect() }
    }

    /// Connects again when a refusal only the user can end stopped the session (the retry key, once the
    /// settings are fixed); nothing otherwise.
    func retryAfterRefusal() {
        onScheduler {
            guard case .off = self.health else { return }
            self.connect()
        }
    }

    /// The codes wanted live, best first: `onScreen`, then the rest of `watchlist`; `reserved` before both.
    func want(onScreen: [StockCode], watchlist: [StockCode], reserved: [KISRegistration] = []) {
        onScheduler {
            self.onScreen = onScreen
            self.watchlist = watchlist
            self.reserved = reserved
            self.replan()
        }
    }

    /// Stops the timers and the connection (whose sender then refuses every frame).
    func dispose() {
        eligibilityWatch.dispose()
        phaseWatch.dispose()
        timer.dispose()
        connection.dispose()
    }

    // MARK: Connection

    private func connect() {
        attempt += 1
        let current = attempt
        health = .connecting
        publish()
        watchSilence()
        connection.disposable = approvalKeys.approvalKey().asObservable()
            .observe(on: scheduler)
            .flatMap { key -> Observable<WebSocketEvent> in
                self.exclusively(attempt: current) { self.approvalKey = key }
                return self.connector.connect(to: self.url)
            }
            .subscribe(
                onNext: { event in self.exclusively(attempt: current) { self.handle(event) } },
                onError: { error in
                    self.exclusively(attempt: current) {
                        if (error as? KISError)?.healsByItself == false { return self.refused(because: Self.describe(error)) }
                        self.lost(because: Self.describe(error))
                    }
                }
            )
    }

    /// Runs `body` under the lock if attempt `number` is still the current one.
    private func exclusively(attempt number: Int, _ body: () -> Void) {
        exclusive.withLock {
            if attempt == number { body() }
        }
    }

    private func handle(_ event: WebSocketEvent) {
        switch event {
        case .connected(let sender):
            self.sender = sender
            failures = 0
            planner.reset()
            confirmed = []
            traded = []
            health = .connected
            watchSilence()
            replan()
        case .text(let text):
            lastFrame = scheduler.now
            receive(text)
        case .closed(let reason), .failed(let reason):
            lost(because: reason)
        }
    }

    private func receive(_ text: String) {
        switch decoder.decode(text, receivedAt: scheduler.now) {
        case .trades(let quotes):
            var changed = false
            for quote in quotes {
                changed = confirmed.insert(.carrying(quote)).inserted || changed
                changed = traded.insert(quote.code).inserted || changed
            }
            quotes.forEach(quoteSubject.onNext)
            if changed { publish() }
        case .orderBooks(let books):
            // Published before the books, so a user switching to the live stream on it misses none.
            if books.contains(where: { confirmed.insert(venues.onVenue(.orderBook($0.code))).inserted }) { publish() }
            books.forEach(orderBookSubject.onNext)
        case .noticeSubscription(let registration, let cipher):
            decoder.noticeDecoder = KISExecutionNoticeDecoder(cipher: cipher)
            if confirmed.insert(registration).inserted { publish() }
        case .notices(let notices):
            notices.forEach(noticeSubject.onNext)
        case .pingPong(let payload):
            sender?.sendPong(payload)
        case .control(let control):
            handle(control)
        case .malformed:
            publish()
        }
    }

    private func handle(_ control: KISRealtimeControl) {
        switch control {
        case .registrationLimitReached(let registration):
            planner.refused(registration)
            publish()
        case .invalidApprovalKey:
            if let approvalKey { approvalKeys.discard(approvalKey) }
            approvalKey = nil
            lost(because: "The real-time server refused the approval key (OPSP0011); asking for a new one.")
        case .appKeyInUse:
            lost(because: "Another session uses this app key for real-time quotes (OPSP8996).")
        case .subscribed(let registration), .alreadySubscribed(let registration):
            if confirmed.insert(registration).inserted { publish() }
        case .unsubscribed(let registration):
            confirmed.remove(registration)
            if let code = registration.tradesCode { traded.remove(code) }
        case .refused:
            break
        }
    }

    /// Drops the connection and schedules the next attempt.
    private func lost(because reason: String) {
        attempt += 1
        connection.disposable = Disposables.create()
        sender = nil
        planner.reset()
        confirmed = []
        traded = []
        failures += 1
        let delay = backoff.delay(afterFailures: failures) * (1 + jitter() / 2)
        health = .down(reason: reason, retryAt: scheduler.now.addingTimeInterval(delay))
        publish()
        timer.disposable = after(delay) { self.connect() }
    }

    /// Stops for good after a refusal only the user can end (a wrong key): real time is off, with the
    /// reason; asking again would only be refused again.
    private func refused(because reason: String) {
        attempt += 1
        connection.disposable = Disposables.create()
        timer.disposable = Disposables.create()
        sender = nil
        planner.reset()
        confirmed = []
        traded = []
        health = .off(reason: reason)
        publish()
    }

    /// Starts the silence watch from now. Frames only move `lastFrame`: the one timer, when it fires,
    /// waits again for what is left of the timeout since the last frame (a timer per frame cost more
    /// than the frame).
    private func watchSilence() {
        lastFrame = scheduler.now
        watchSilence(for: silenceTimeout)
    }

    private func watchSilence(for seconds: TimeInterval) {
        timer.disposable = after(seconds) {
            let quiet = self.lastFrame.map { self.scheduler.now.timeIntervalSince($0) } ?? self.silenceTimeout
            let left = self.silenceTimeout - quiet
            if left > Self.silenceTolerance { return self.watchSilence(for: left) }
            let seconds = Int(self.silenceTimeout.rounded())
            self.lost(because: "No frame from the real-time server for \(seconds) s.")
        }
    }

    /// Time left of the silence timeout that counts as none (a timer may fire a little early).
    private static let silenceTolerance: TimeInterval = 0.001

    /// Sends the planner's changes for the wanted list (nothing while disconnected); on a real account, plans
    /// again when KRX's phase ends.
    private func replan() {
        guard let sender, let approvalKey else { return }
        let krx = calendar().status(at: scheduler.now, venue: .krx)
        for change in planner.plan(reserved: reserved, onScreen: onScreen, watchlist: watchlist, krxSession: krx.session) {
            sender.send(text: KISSubscriptionFrameDTO(change, approvalKey: approvalKey.value).text)
        }
        if venues.accountType == .real { replan(whenPhaseEnds: krx) }
        publish()
    }

    /// Plans again at the end of `krx`'s phase, or at KRX's next opening while it is closed.
    private func replan(whenPhaseEnds krx: MarketStatus) {
        let end = krx.phaseSpan.map { KoreaTime.date(of: krx.day, minute: $0.upperBound) }
            ?? KoreaTime.date(of: krx.nextOpening.day, minute: krx.nextOpening.minute)
        phaseWatch.disposable = after(end.timeIntervalSince(scheduler.now)) { self.replan() }
    }

    private func publish() {
        let held = sender == nil ? [] : confirmed.intersection(planner.registered)
        let liveCodes = Set(held.compactMap(\.tradesCode))
        snapshotSubject.onNext(KISRealtimeSnapshot(
            health: health,
            liveCodes: liveCodes,
            tradedCodes: traded.intersection(liveCodes),
            liveOrderBooks: Set(held.compactMap(\.orderBookCode)),
            malformedFrames: decoder.malformedCount
        ))
    }

    // MARK: Scheduling

    private func after(_ seconds: TimeInterval, _ action: @escaping () -> Void) -> Disposable {
        let nanoseconds = Int((max(seconds, 0) * 1_000_000_000).rounded(.up))
        let number = attempt
        return scheduler.scheduleRelative((), dueTime: .nanoseconds(nanoseconds)) { _ in
            // A timer already firing when its attempt ended (it waited for the lock) does nothing.
            self.exclusively(attempt: number, action)
            return Disposables.create()
        }
    }

    private func onScheduler(_ action: @escaping () -> Void) {
        _ = scheduler.schedule(()) { _ in
            self.exclusive.withLock { action() }
            return Disposables.create()
        }
    }

    private static func describe(_ error: any Error) -> String {
        (error as? KISError)?.message ?? (error as? NetworkError)?.message ?? String(describing: error)
    }
}
