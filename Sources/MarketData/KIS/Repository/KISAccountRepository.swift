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
/// most two reads. Nothing reads the account on a timer: on a 1 request/s paper key that would starve quotes.
public final class KISAccountRepository: AccountRepository {
    /// The most pages one refresh reads (2,000 holdings on a real account): a server that always says
    /// "more" cannot keep the client asking forever.
    public static let pageLimit = 40

    private let client: KISClient
    private let account: KISAccountNumber
    private let subject = ReplaySubject<AccountSnapshot>.create(bufferSize: 1)
    private let noticeSubscription = SingleAssignmentDisposable()

    /// What the reads and the fills left.
    private struct State {
        /// The refresh in progress, if any.
        var inFlight: Promise<AccountSnapshot>?
        /// A fill arrived while `inFlight` ran: read again after it.
        var readAgain = false
        /// The latest account published.
        var latest: AccountSnapshot?
        /// Today's fills from the notices, oldest first.
        var fills: [AccountFill] = []
    }
    private let state = LockedState(State())

    /// - Parameters:
    ///   - client: The KIS client of this run (its host decides the tr_ids: real or paper).
    ///   - account: The account number; only its masked form is ever shown.
    ///   - notices: The HTS ID's execution notices (empty without an HTS ID), subscribed for the repository's life.
    public init(client: KISClient, account: KISAccountNumber, notices: Observable<KISExecutionNotice> = .empty()) {
        self.client = client
        self.account = account
        noticeSubscription.setDisposable(notices.subscribe(onNext: { [weak self] notice in self?.record(notice) }))
    }

    deinit {
        noticeSubscription.dispose()
    }

    public var snapshots: Observable<AccountSnapshot> { subject.asObservable() }

    public func refresh() -> Promise<AccountSnapshot> {
        let (promise, resolver) = Promise<AccountSnapshot>.pending()
        let running = state.withLock { state -> Promise<AccountSnapshot>? in
            if let running = state.inFlight { return running }
            state.inFlight = promise
            return nil
        }
        if let running { return running }
        _ = pages(after: nil, read: []).subscribe(
            onSuccess: { pages in
                let (snapshot, again) = self.state.withLock { state in
                    let snapshot = self.snapshot(of: pages, fills: state.fills)
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
        guard notice.accountNumber.hasPrefix(account.cano), let fill = notice.fill(on: TradeDate(koreaDayOf: client.now)) else { return }
        let estimate = state.withLock { state -> AccountSnapshot? in
            state.fills.append(fill)
            if state.inFlight != nil { state.readAgain = true }
            state.latest = state.latest.map { Self.applying(fill, name: notice.name, fills: state.fills, to: $0) }
            return state.latest
        }
        if let estimate { subject.onNext(estimate) }
        _ = refresh()
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

    /// Every page from `page` on, one after the other, appended to `read` (at most `pageLimit`).
    private func pages(after page: KISPageContext?, read: [KISBalancePage]) -> Single<[KISBalancePage]> {
        client.fetchBalancePage(account, after: page).flatMap { page in
            let all = read + [page]
            guard let next = page.next, all.count < Self.pageLimit else { return .just(all) }
            return self.pages(after: next, read: all)
        }
    }

    /// The account the pages describe: their holdings in order, the cash of the last page, today's `fills`.
    private func snapshot(of pages: [KISBalancePage], fills: [AccountFill]) -> AccountSnapshot {
        var notices: [String] = []
        if pages.count >= Self.pageLimit, pages.last?.next != nil {
            notices.append("KIS lists more holdings than the \(Self.pageLimit) pages read; only those are shown.")
        }
        return AccountSnapshot(
            accountName: account.masked, holdings: pages.flatMap(\.holdings),
            cash: pages.last(where: { $0.cash != nil })?.cash ?? .settled(0), orders: [], fills: fills, time: client.now, notices: notices
        )
    }
}
