// The KIS account, read-only: holdings and cash from inquire-balance (every page), today's fills from the notice stream.

import Domain
import FoundationEssentials
import Reactive

/// The account of `--feed kis` when an account number is configured. Read-only: it only inquires.
///
/// `refresh()` reads every page of inquire-balance (KIS's `tr_cont` paging: 20 holdings a page on
/// paper, 50 real), each page through the client's limiter like every other call, and publishes
/// the account on `snapshots`. A refresh asked for while one runs joins it.
///
/// Fills arrive on `notices` (the HTS ID's execution-notice stream; notices of the HTS ID's other
/// accounts are ignored). Each is shown at once: added to today's fills, and the holding and the D+2
/// cash moved by it (an estimate, moving-average cost as KIS keeps it), then corrected by ONE balance
/// read — asked after the fill, or once after the read already running, so a burst of fills costs at
/// most two reads; with a clock, never sooner than `fillReadGap` after the last read began (the fills
/// meanwhile share the one read), so ten fills a minute cost three or four reads, not ten. Nothing reads
/// the balance on a timer: on a 1 request/s paper key that would starve quotes.
///
/// Where notices do not arrive (reported for paper accounts), today's fills are reconciled from
/// inquire-daily-ccld: while `snapshots` has a subscriber (the Account view is open), every
/// `reconcilePeriod` in which no notice of the account arrived, today's orders are read (every page, up to
/// `KISClient.dailyOrdersPageLimit`; past it the account's notices say so) through the client's limiter like every call; a fill it lists that no notice reported is shown as a notice's
/// (`KISMissedFills`) and followed by one balance read.
public final class KISAccountRepository: AccountRepository {
    /// How often today's orders are read while the Account view is open and no notice arrives.
    static let reconcilePeriod = RxTimeInterval.seconds(60)
    /// The least time between the start of one balance read and a read a fill asks for (with a clock).
    static let fillReadGap: TimeInterval = 20
    /// The most pages one refresh reads (2,000 holdings on a real account): a server that always says
    /// "more" cannot keep the client asking forever.
    public static let pageLimit = 40

    private let client: KISClient
    private let account: KISAccountNumber
    private let subject = ReplaySubject<AccountSnapshot>.create(bufferSize: 1)
    private let noticeSubscription = SingleAssignmentDisposable()
    /// The clock of the reconciliation; nil reads no orders.
    private let reconcileClock: (any SchedulerType)?

    /// What the reads and the fills left.
    private struct State {
        /// The refresh in progress, if any.
        var inFlight: Promise<AccountSnapshot>?
        /// A fill arrived while `inFlight` ran: read again after it.
        var readAgain = false
        /// The latest account published.
        var latest: AccountSnapshot?
        /// Today's fills from the notices (and the reconciliation), oldest first.
        var fills: [AccountFill] = []
        /// When the last notice of the account arrived, and the last reconciliation began (reconcile clock).
        var lastNotice: Date?
        var lastReconciliation: Date?
        /// A reconciliation's read is under way.
        var isReconciling = false
        /// The last reconciliation read `KISClient.dailyOrdersPageLimit` pages and KIS had more.
        var ordersCut = false
        /// Shares the reconciliation added per order (`KISMissedFills.canonical` number) that a late notice
        /// must not add again.
        var reconciledShares: [String: Int] = [:]
        /// When the last balance read began (reconcile clock), and whether a fill's read waits for the gap.
        var lastReadStart: Date?
        var isFillReadWaiting = false
    }
    private let state = LockedState(State())

    /// - Parameters:
    ///   - client: The KIS client of this run (its host decides the tr_ids: real or paper).
    ///   - account: The account number; only its masked form is ever shown.
    ///   - notices: The HTS ID's execution notices (empty without an HTS ID), subscribed for the repository's life.
    ///   - reconcileClock: Times the reconciliation from inquire-daily-ccld (the run loop's scheduler); nil: none.
    public init(
        client: KISClient, account: KISAccountNumber, notices: Observable<KISExecutionNotice> = .empty(), reconcileClock: (any SchedulerType)? = nil
    ) {
        self.client = client
        self.account = account
        self.reconcileClock = reconcileClock
        noticeSubscription.setDisposable(notices.subscribe(onNext: { [weak self] notice in self?.record(notice) }))
    }

    deinit {
        noticeSubscription.dispose()
    }

    /// The account's snapshots; while subscribed (with a reconcile clock), today's fills are reconciled too.
    public var snapshots: Observable<AccountSnapshot> {
        guard let clock = reconcileClock else { return subject.asObservable() }
        let reconciling = Observable<Int>.interval(Self.reconcilePeriod, scheduler: clock).compactMap { [weak self] _ -> AccountSnapshot? in
            self?.reconcileUnlessNoticed(now: clock.now)
            return nil
        }
        return Observable.merge(subject.asObservable(), reconciling)
    }

    /// Reads today's orders when no notice of the account arrived in the last period and no read runs
    /// (nor began within it: several subscribers share one pace); missed fills are recorded as notices' are.
    private func reconcileUnlessNoticed(now: Date) {
        let period = Self.reconcilePeriod.timeIntervalInSeconds
        let due = state.withLock { state -> Bool in
            let quiet = [state.lastNotice, state.lastReconciliation].allSatisfy { $0.map { now.timeIntervalSince($0) >= period - 1 } ?? true }
            guard quiet, !state.isReconciling else { return false }
            state.isReconciling = true
            state.lastReconciliation = now
            return true
        }
        guard due else { return }
        _ = client.fetchOrderPages(account).subscribe(
            onSuccess: { read in
                let orders = read.orders.compactMap { try? $0.toDomain() }
                let (missed, estimate) = self.state.withLock { state -> ([AccountFill], AccountSnapshot?) in
                    state.isReconciling = false
                    let newlyCut = read.isCut && !state.ordersCut
                    state.ordersCut = read.isCut
                    if newlyCut, let latest = state.latest { state.latest = Self.noting(KISDailyOrdersCut(pages: KISClient.dailyOrdersPageLimit).message, in: latest) }
                    let missed = KISMissedFills.fills(in: orders, known: state.fills, at: self.client.now)
                    for fill in missed {
                        state.fills.append(fill)
                        state.reconciledShares[KISMissedFills.canonical(fill.orderNumber), default: 0] += fill.quantity
                        let name = orders.first { $0.number == fill.orderNumber }?.name ?? fill.code.rawValue
                        state.latest = state.latest.map { Self.applying(fill, name: name, fills: state.fills, to: $0) }
                    }
                    if !missed.isEmpty, state.inFlight != nil { state.readAgain = true }
                    return (missed, missed.isEmpty && !newlyCut ? nil : state.latest)
                }
                if let estimate, missed.isEmpty { return self.subject.onNext(estimate) }
                guard !missed.isEmpty else { return }
                if let estimate { self.subject.onNext(estimate) }
                _ = self.refresh()
            },
            onFailure: { _ in self.state.withLock { $0.isReconciling = false } }
        )
    }

    public func refresh() -> Promise<AccountSnapshot> {
        let (promise, resolver) = Promise<AccountSnapshot>.pending()
        let running = state.withLock { state -> Promise<AccountSnapshot>? in
            if let running = state.inFlight { return running }
            state.inFlight = promise
            state.lastReadStart = reconcileClock?.now
            return nil
        }
        if let running { return running }
        _ = KISPageContext.readAll(limit: Self.pageLimit, fetch: { self.client.fetchBalancePage(self.account, after: $0) }, next: \.next).subscribe(
            onSuccess: { read in
                let (snapshot, again) = self.state.withLock { state in
                    let snapshot = self.snapshot(of: read.pages, isCut: read.isCut, fills: state.fills, ordersCut: state.ordersCut)
                    state.latest = snapshot
                    state.inFlight = nil
                    defer { state.readAgain = false }
                    return (snapshot, state.readAgain)
                }
                self.subject.onNext(snapshot)
                resolver.fulfill(snapshot)
                if again { _ = self.refresh() }
            },
            onFailure: { error in
                let again = self.state.withLock { state in
                    state.inFlight = nil
                    defer { state.readAgain = false }
                    return state.readAgain
                }
                resolver.reject(error)
                if again { _ = self.refresh() }
            }
        )
        return promise
    }

    /// A notice of the stream: a fill of this account is shown at once, then the balance read once.
    private func record(_ notice: KISExecutionNotice) {
        guard notice.accountNumber.hasPrefix(account.cano) else { return }
        if let reconcileClock { state.withLock { $0.lastNotice = reconcileClock.now } }
        guard let reported = notice.fill(on: TradeDate(koreaDayOf: client.now)) else { return }
        let (isNew, estimate) = state.withLock { state -> (Bool, AccountSnapshot?) in
            // A notice late after the reconciliation found its fill adds only what it did not.
            let order = KISMissedFills.canonical(reported.orderNumber)
            let covered = min(reported.quantity, state.reconciledShares[order] ?? 0)
            state.reconciledShares[order] = (state.reconciledShares[order] ?? 0) - covered
            guard covered < reported.quantity else { return (false, nil) }
            let fill = AccountFill(
                orderNumber: reported.orderNumber, code: reported.code, side: reported.side, quantity: reported.quantity - covered,
                price: reported.price, time: reported.time
            )
            state.fills.append(fill)
            state.latest = state.latest.map { Self.applying(fill, name: notice.name, fills: state.fills, to: $0) }
            return (true, state.latest)
        }
        guard isNew else { return }
        if let estimate { subject.onNext(estimate) }
        readAfterFill()
    }

    /// The balance read a fill asks for: at once, or — with a clock — when `fillReadGap` has passed since the
    /// last read began (one wait shared by the fills meanwhile); a read still running then reads again after it.
    private func readAfterFill() {
        guard let clock = reconcileClock else { return readNowOrAfterTheRunningRead() }
        let wait = state.withLock { state -> TimeInterval? in
            guard !state.isFillReadWaiting else { return nil }
            let since = state.lastReadStart.map { clock.now.timeIntervalSince($0) } ?? .infinity
            state.isFillReadWaiting = since < Self.fillReadGap
            return max(0, Self.fillReadGap - since)
        }
        guard let wait else { return }
        guard wait > 0 else { return readNowOrAfterTheRunningRead() }
        _ = clock.scheduleRelative((), dueTime: .milliseconds(Int((wait * 1_000).rounded(.up)))) { _ in
            self.state.withLock { $0.isFillReadWaiting = false }
            self.readNowOrAfterTheRunningRead()
            return Disposables.create()
        }
    }

    /// Reads the balance, or, while a read runs (it may have begun before the fill), once more after it.
    private func readNowOrAfterTheRunningRead() {
        let isRunning = state.withLock { state in
            if state.inFlight != nil { state.readAgain = true }
            return state.inFlight != nil
        }
        if !isRunning { _ = refresh() }
    }

    /// `snapshot` moved by `fill`: the holding's shares (sellable the same day, as in Korea) and cost (a buy
    /// at its price; a sale at the average cost, as KIS's moving average does), the D+2 cash by the
    /// fill's amount before fees (KIS's read brings those), today's fills.
    static func applying(_ fill: AccountFill, name: String, fills: [AccountFill], to snapshot: AccountSnapshot) -> AccountSnapshot {
        var holdings = snapshot.holdings
        let index = holdings.firstIndex { $0.code == fill.code }
        let held = index.map { holdings[$0] }
        let quantity = (held?.quantity ?? 0) + (fill.side == .buy ? fill.quantity : -fill.quantity)
        let cost: Int
        if fill.side == .buy {
            cost = (held?.purchaseAmount ?? 0) + fill.amount
        } else {
            cost = max(0, quantity) * (held?.averagePrice ?? 0)
        }
        let moved = AccountHolding(
            code: fill.code, name: held?.name ?? name, quantity: quantity,
            sellableQuantity: (held?.sellableQuantity ?? 0) + (fill.side == .buy ? fill.quantity : -fill.quantity),
            purchaseAmount: cost, brokerPrice: fill.price
        )
        if let index { holdings[index] = moved } else { holdings.append(moved) }
        let cash = snapshot.cash
        let settled = cash.settled + (fill.side == .buy ? -fill.amount : fill.amount)
        return AccountSnapshot(
            accountName: snapshot.accountName, holdings: holdings,
            cash: AccountCash(deposit: cash.deposit, nextDay: cash.nextDay, settled: settled, todayFees: cash.todayFees),
            orders: snapshot.orders, fills: fills, time: fill.time, notices: snapshot.notices
        )
    }

    /// `snapshot` with `notice` added to its notices.
    private static func noting(_ notice: String, in snapshot: AccountSnapshot) -> AccountSnapshot {
        AccountSnapshot(
            accountName: snapshot.accountName, holdings: snapshot.holdings, cash: snapshot.cash, orders: snapshot.orders, fills: snapshot.fills,
            time: snapshot.time, notices: snapshot.notices + [notice]
        )
    }

    /// The account the pages describe (`isCut`: KIS had more past `pageLimit`): their holdings in order,
    /// the cash of the last page, today's `fills`; `ordersCut`: the reconciliation could not read all of today's orders.
    private func snapshot(of pages: [KISBalancePage], isCut: Bool, fills: [AccountFill], ordersCut: Bool) -> AccountSnapshot {
        var notices: [String] = []
        if isCut {
            notices.append("KIS lists more holdings than the \(Self.pageLimit) pages read; only those are shown.")
        }
        if ordersCut { notices.append(KISDailyOrdersCut(pages: KISClient.dailyOrdersPageLimit).message) }
        return AccountSnapshot(
            accountName: account.masked, holdings: pages.flatMap(\.holdings),
            cash: pages.last(where: { $0.cash != nil })?.cash ?? .settled(0), orders: [], fills: fills, time: client.now, notices: notices
        )
    }
}
