// Orders at KIS: order-cash sent exactly once, journalled, and a lost answer settled by reading today's orders.

import DisplayText
import Domain
import FoundationEssentials
import Networking
import Reactive

/// The order desk of `--feed kis`: KIS's paper host with `trading = "paper"`, the real host only for
/// `trading = "live"` with the one-time consent recorded for this account (asked before every order).
///
/// An order is written to the journal, then sent once (`KISClient.placeOrder`: no retry, no resend
/// after a token rejection, a connection of its own). KIS's refusal rejects the promise with KIS's
/// words. A failure after the request may have reached KIS (the connection closed, the time ran out,
/// an answer that does not read) is an unknown outcome: it is NEVER sent again; `progress` hears of it,
/// today's orders of the stock are read (inquire-daily-ccld), and the promise fulfils with the order
/// found there or rejects with `OrderOutcomeUnknown`. A cancel or revise (order-rvsecncl) follows the same rules.
/// While an order is reviewed it keeps the client's next request slot free (`OrderSlotKeeper`).
public final class KISOrderRepository: OrderRepository, OrderSlotKeeper {
    /// How far before the send an order found at KIS may be stamped (KIS's clock against ours).
    static let clockSlack: TimeInterval = 120

    public let mode: TradingMode
    private let client: KISClient
    private let account: KISAccountNumber
    private let journal: KISOrderJournal
    private let liveConsent: LiveTradingConsentRepository?
    private let venues: (StockCode) -> [Venue]
    private let placed: () -> Void
    /// The numbers of the orders KIS acknowledged to this run: a lookup never takes one of them for a lost one.
    private let acknowledged = LockedState<Set<String>>([])

    /// - Parameters:
    ///   - client: The KIS client; its host must be the mode's (paper host for `.paper`, real for `.live`).
    ///   - account: The account number (CANO and product code); written masked in the journal.
    ///   - mode: `.paper` or `.live`.
    ///   - journal: Where every request and answer is recorded before anything else happens.
    ///   - liveConsent: Where the one-time live consent is recorded; `.live` refuses every order unless it covers `account`.
    ///   - openVenues: The venues taking orders for a stock now, the preferred first.
    ///   - placed: Called after KIS accepted an order (the account reads itself again).
    public init(
        client: KISClient, account: KISAccountNumber, mode: TradingMode, journal: KISOrderJournal, liveConsent: LiveTradingConsentRepository? = nil,
        openVenues: @escaping (StockCode) -> [Venue], placed: @escaping () -> Void = {}
    ) {
        self.client = client
        self.account = account
        self.mode = mode
        self.journal = journal
        self.liveConsent = liveConsent
        venues = openVenues
        self.placed = placed
    }

    public func openVenues(for code: StockCode) -> [Venue] {
        venues(code)
    }

    /// Holds the client's routine requests so an order sent next finds the paper key's slot free.
    public func keepNextSlotFree(for seconds: TimeInterval) -> Disposable {
        client.holdRoutineRequests(for: seconds)
    }

    /// Why this desk may not send at all, nil when it may: the mode against the host, the live consent.
    var refusal: OrderRefusal? {
        switch mode {
        case .simulated: return .simulatedNeedsSimulatedFeed
        case .paper: return client.host.accountType == .paper ? nil : .paperNeedsPaperHost
        case .live:
            guard client.host.accountType == .real else { return .liveNeedsRealHost }
            return liveConsent?.consent?.covers(account: account.cano + account.productCode) == true ? nil : .liveNeedsConsent
        }
    }

    public func place(_ submission: consuming OrderSubmission, progress: @escaping (OrderProgress) -> Void) -> Promise<AccountOrder> {
        let ticket = submission.review.ticket
        if let refusal { return Promise(error: refusal) }
        let body = KISOrderCashBodyDTO(ticket, account: account)
        let transaction = KISOrderEndPoints.orderCashTransaction(ticket.side, accountType: client.host.accountType)
        let sentAt = client.now
        do {
            try journal.record(entry("request", ticket, transaction: transaction))
        } catch {
            return Promise(error: KISOrderError.journalUnwritable(error.message))
        }
        let (promise, resolver) = Promise<AccountOrder>.pending()
        _ = client.placeOrder(body, side: ticket.side).subscribe(
            onSuccess: { [self] output in
                acknowledged.withLock { _ = $0.insert(output.number) }
                try? journal.record(entry("accepted", ticket, transaction: transaction, number: output.number, message: nil))
                let time = KISExecutionNotice.moment(TradeDate(koreaDayOf: sentAt), hhmmss: output.time) ?? sentAt
                resolver.fulfill(AccountOrder(
                    number: output.number, code: ticket.code, name: ticket.name, side: ticket.side, quantity: ticket.quantity, price: ticket.price.limit,
                    time: time
                ))
                placed()
            },
            onFailure: { [self] error in
                let failure = error as? KISError ?? .network(.transport(String(describing: error)))
                guard Self.mayHaveBeenPlaced(failure) else {
                    try? journal.record(entry("refused", ticket, transaction: transaction, message: failure.message))
                    resolver.reject(failure)
                    return
                }
                try? journal.record(entry("outcome unknown", ticket, transaction: transaction, message: failure.message))
                progress(.outcomeUnknown(reason: failure.message))
                lookUp(ticket, sentAt: sentAt, transaction: transaction, reason: failure.message, resolver: resolver)
            }
        )
        return promise
    }

    /// Cancels all that rests of today's order `orderNumber` (order-rvsecncl), sent once like an order: the
    /// order is read first, urgent as the cancel itself (its confirmation held the routine reads back), for
    /// its branch, kind and venue (nothing resting is refused without sending); KIS's refusal rejects, and a
    /// lost answer is settled by reading the order again (cancelled → the cancelled order; still resting →
    /// `KISOrderError.cancelOutcomeUnknown`), never resent.
    public func cancel(orderNumber: String) -> Promise<AccountOrder> {
        if let refusal { return Promise(error: refusal) }
        let (promise, resolver) = Promise<AccountOrder>.pending()
        _ = client.fetchTodaysOrderRows(account, number: orderNumber, priority: .urgent).subscribe(
            onSuccess: { [self] rows in
                guard let row = rows.first(where: { $0.number == orderNumber }), let order = try? row.toDomain(), order.remainingQuantity > 0 else {
                    resolver.reject(KISOrderError.nothingResting(orderNumber: orderNumber))
                    return
                }
                sendCancel(row, order: order, resolver: resolver)
            },
            onFailure: { error in resolver.reject(error) }
        )
        return promise
    }

    /// Sends the cancel of `order` (read as `row`) once, journalled, and settles `resolver`.
    private func sendCancel(_ row: KISDailyOrderDTO, order: AccountOrder, resolver: Resolver<AccountOrder>) {
        let transaction = KISOrderEndPoints.changeTransaction(accountType: client.host.accountType)
        let line = { (event: String, message: String?) in self.entry(event, order: order, venue: row.venue, transaction: transaction, message: message) }
        do {
            try journal.record(line("cancel request", nil))
        } catch {
            return resolver.reject(KISOrderError.journalUnwritable(error.message))
        }
        let cancelled = order.cancelled
        _ = client.changeOrder(KISOrderChangeBodyDTO(cancelling: row, account: account)).subscribe(
            onSuccess: { [self] _ in
                try? journal.record(line("cancelled", nil))
                resolver.fulfill(cancelled)
                placed()
            },
            onFailure: { [self] error in
                let failure = error as? KISError ?? .network(.transport(String(describing: error)))
                guard Self.mayHaveBeenPlaced(failure) else {
                    try? journal.record(line("cancel refused", failure.message))
                    return resolver.reject(failure)
                }
                try? journal.record(line("cancel outcome unknown", failure.message))
                _ = client.fetchTodaysOrderRows(account, number: order.number).subscribe(
                    onSuccess: { [self] rows in
                        let now = rows.first { $0.number == order.number }.flatMap { try? $0.toDomain() }
                        guard let now, now.remainingQuantity == 0 else {
                            try? journal.record(line("still resting at KIS", failure.message))
                            return resolver.reject(KISOrderError.cancelOutcomeUnknown(orderNumber: order.number, reason: failure.message))
                        }
                        try? journal.record(line("cancelled at KIS", failure.message))
                        resolver.fulfill(now)
                        placed()
                    },
                    onFailure: { _ in resolver.reject(KISOrderError.cancelOutcomeUnknown(orderNumber: order.number, reason: failure.message)) }
                )
            }
        )
    }

    /// Re-prices `quantity` of what rests of today's order `orderNumber` at `price` (order-rvsecncl,
    /// RVSE_CNCL_DVSN_CD 01: all that rests with QTY_ALL_ORD_YN Y, else that many with N), sent once: the order
    /// is read first, urgent as a cancel's (its branch and venue; fewer shares resting is refused without
    /// sending), KIS's refusal rejects, and a lost answer is settled by reading today's orders of the stock for the revising order
    /// (its 원주문번호 this one's) — found → that order; none → `KISOrderError.reviseOutcomeUnknown`, never resent.
    public func revise(orderNumber: String, quantity: Int, price: Int) -> Promise<AccountOrder> {
        if let refusal { return Promise(error: refusal) }
        let (promise, resolver) = Promise<AccountOrder>.pending()
        _ = client.fetchTodaysOrderRows(account, number: orderNumber, priority: .urgent).subscribe(
            onSuccess: { [self] rows in
                guard let row = rows.first(where: { $0.number == orderNumber }), let order = try? row.toDomain(), order.remainingQuantity > 0 else {
                    return resolver.reject(KISOrderError.nothingResting(orderNumber: orderNumber))
                }
                guard order.remainingQuantity >= quantity else {
                    return resolver.reject(KISOrderError.notEnoughResting(orderNumber: orderNumber, quantity: quantity, resting: order.remainingQuantity))
                }
                sendRevise(row, order: order, quantity: quantity, price: price, resolver: resolver)
            },
            onFailure: { error in resolver.reject(error) }
        )
        return promise
    }

    /// Sends the revise of `quantity` of `order` (read as `row`) to `price` once, journalled, and settles `resolver`.
    private func sendRevise(_ row: KISDailyOrderDTO, order: AccountOrder, quantity: Int, price: Int, resolver: Resolver<AccountOrder>) {
        let transaction = KISOrderEndPoints.changeTransaction(accountType: client.host.accountType)
        let line = { (event: String, number: String?, message: String?) in
            self.entry(
                event, side: order.side, code: order.code, quantity: quantity, price: price, venue: row.venue, transaction: transaction,
                number: number ?? order.number, message: message
            )
        }
        do {
            try journal.record(line("revise request", nil, "revises order \(order.number)"))
        } catch {
            return resolver.reject(KISOrderError.journalUnwritable(error.message))
        }
        let sentAt = client.now
        let body = KISOrderChangeBodyDTO(revising: row, quantity: quantity < order.remainingQuantity ? quantity : nil, price: price, account: account)
        _ = client.changeOrder(body).subscribe(
            onSuccess: { [self] output in
                acknowledged.withLock { _ = $0.insert(output.number) }
                try? journal.record(line("revised", output.number, "revises order \(order.number)"))
                let time = KISExecutionNotice.moment(TradeDate(koreaDayOf: sentAt), hhmmss: output.time) ?? sentAt
                resolver.fulfill(AccountOrder(
                    number: output.number, code: order.code, name: order.name, side: order.side, quantity: quantity, price: price,
                    originalNumber: order.number, time: time
                ))
                placed()
            },
            onFailure: { [self] error in
                let failure = error as? KISError ?? .network(.transport(String(describing: error)))
                guard Self.mayHaveBeenPlaced(failure) else {
                    try? journal.record(line("revise refused", nil, failure.message))
                    return resolver.reject(failure)
                }
                try? journal.record(line("revise outcome unknown", nil, failure.message))
                let unknown = KISOrderError.reviseOutcomeUnknown(orderNumber: order.number, reason: failure.message)
                _ = client.fetchTodaysOrders(account, code: order.code, side: order.side).subscribe(
                    onSuccess: { [self] orders in
                        let known = acknowledged.withLock { $0 }
                        let found = orders.first { $0.originalNumber == order.number && $0.quantity == quantity && $0.price == price && !known.contains($0.number) }
                        guard let found else {
                            try? journal.record(line("no revising order at KIS", nil, failure.message))
                            return resolver.reject(unknown)
                        }
                        acknowledged.withLock { _ = $0.insert(found.number) }
                        try? journal.record(line("revising order found at KIS", found.number, failure.message))
                        resolver.fulfill(found)
                        placed()
                    },
                    onFailure: { _ in resolver.reject(unknown) }
                )
            }
        )
    }

    /// Whether `failure` of an order-cash request leaves the order possibly placed: anything but KIS's own
    /// refusal (its answer, the gateway's token or rate refusal) or a failure before the request left.
    static func mayHaveBeenPlaced(_ failure: KISError) -> Bool {
        switch failure {
        case .network(let error): !error.certainlyNotSent
        case .api, .rateLimited, .tokenRejected, .wrongAccountType, .missingCredentials, .tokenIssueTooFrequent, .tokenIssueRefused, .tokenIssueFailed:
            false
        case .noSuchStock, .malformedField: true
        }
    }

    /// Reads today's orders of the ticket's stock and side and settles `resolver` with the one the lost
    /// answer was about: same quantity and price, stamped no earlier than `sentAt` (less the clock slack),
    /// not one KIS acknowledged to this run already; the newest such.
    private func lookUp(_ ticket: OrderTicket, sentAt: Date, transaction: String, reason: String, resolver: Resolver<AccountOrder>) {
        _ = client.fetchTodaysOrders(account, code: ticket.code, side: ticket.side).subscribe(
            onSuccess: { [self] orders in
                let known = acknowledged.withLock { $0 }
                let found = orders.first { order in
                    order.quantity == ticket.quantity && order.price == ticket.price.limit && !known.contains(order.number)
                        && order.time >= sentAt.addingTimeInterval(-Self.clockSlack)
                }
                guard let found else {
                    try? journal.record(entry("not found at KIS", ticket, transaction: transaction, message: reason))
                    resolver.reject(OrderOutcomeUnknown(ticket: ticket, reason: reason, lookupFailure: nil))
                    return
                }
                acknowledged.withLock { _ = $0.insert(found.number) }
                try? journal.record(entry("found at KIS", ticket, transaction: transaction, number: found.number, message: reason))
                resolver.fulfill(found)
                placed()
            },
            onFailure: { [self] error in
                let message = (error as? UserFacingError)?.message ?? String(describing: error)
                try? journal.record(entry("lookup failed", ticket, transaction: transaction, message: message))
                resolver.reject(OrderOutcomeUnknown(ticket: ticket, reason: reason, lookupFailure: message))
            }
        )
    }

    /// A journal line about `ticket`, built from its values only (never from a request's headers).
    private func entry(_ event: String, _ ticket: OrderTicket, transaction: String, number: String? = nil, message: String? = nil) -> KISOrderJournal.Entry {
        entry(
            event, side: ticket.side, code: ticket.code, quantity: ticket.quantity, price: ticket.price.limit, venue: ticket.venue.mark,
            transaction: transaction, number: number, message: message
        )
    }

    /// A journal line about cancelling `order` (on `venue`, as KIS names it).
    private func entry(_ event: String, order: AccountOrder, venue: String, transaction: String, message: String?) -> KISOrderJournal.Entry {
        entry(
            event, side: order.side, code: order.code, quantity: order.quantity, price: order.price, venue: venue,
            transaction: transaction, number: order.number, message: message
        )
    }

    private func entry(
        _ event: String, side: OrderSide, code: StockCode, quantity: Int, price: Int?, venue: String, transaction: String, number: String?, message: String?
    ) -> KISOrderJournal.Entry {
        KISOrderJournal.Entry(
            event: event, time: client.now, mode: mode.rawValue, account: account.masked, trId: transaction, side: side == .buy ? "buy" : "sell",
            code: code.rawValue, quantity: quantity, price: price, venue: venue, orderNumber: number,
            message: message.map { TextSanitizer.sanitize($0) }
        )
    }
}
