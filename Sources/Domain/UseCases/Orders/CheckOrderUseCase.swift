// Is this typed order (or revise) one the app may send? The order ticket's check, run as the user types and on Enter.

import FoundationEssentials
import Reactive

/// Reads a typed order and checks it against the stock's quote, grid and venues and the account.
public protocol CheckOrderUseCase {
    /// The review of the order `text` writes on `side` of `code` (named `name` in messages), or an
    /// `OrderRefusal`: the run cannot trade, the text does not read, or `OrderChecks` refutes it. A
    /// quote that cannot be read fails the single with its own error.
    func execute(text: String, side: OrderSide, code: StockCode, name: String) -> Single<OrderReview>
    /// The revise the order `text` writes ("6 @ 70,100") of the open `order`, or an `OrderRefusal`: the
    /// run cannot trade, revising is switched off, the text does not read, or `OrderChecks.revision`
    /// refutes it against the stock's quote, grid and the account.
    func checkRevision(text: String, of order: AccountOrder) -> Single<OrderRevision>
}

/// Checks with the stock's quote, the account's latest snapshot, the catalog's kind of the stock (its
/// tick grid), the venues the order repository says are open, and a clock. The quote is the latest the
/// live feed delivered (`LatestQuoteRepository`) while it is fresh by the stale-price rule
/// (`OrderPrecautions.staleAfterSeconds`), else one read from the `QuoteRepository`: a request then
/// takes the exchange's next slot, which an order sent just after would have to wait behind.
public final class DefaultCheckOrderUseCase: CheckOrderUseCase {
    private let orders: OrderRepository?
    private let account: AccountRepository?
    private let quotes: QuoteRepository
    private let latestQuotes: LatestQuoteRepository?
    private let catalog: StockCatalogRepository
    private let clock: any SchedulerType
    private let settings: OrderSettings
    private let unavailable: OrderRefusal
    /// The account's first read (a KIS account publishes nothing until read), running or done; nil before
    /// the first check, and a failed one is replaced by the next check's.
    private let accountRead = LockedState<Promise<AccountSnapshot>?>(nil)
    /// The last quote read per stock, and when: checks within `quoteReuseSeconds` of it take it again, so the
    /// keystrokes of one ticket cost one request of a KIS paper account's one a second, not one each.
    private let lastQuotes = LockedState<[StockCode: (quote: Quote, readAt: Date)]>([:])
    /// How long a quote read for a check serves the next checks of the same stock.
    static let quoteReuseSeconds: TimeInterval = 2

    /// - Parameters:
    ///   - orders: Where orders go; nil when the run cannot trade (refused with `unavailable`).
    ///   - account: The account's cash and holdings; nil as `orders`.
    ///   - latestQuotes: The live feed's latest quote per stock, taken while fresh; nil: every check reads a quote.
    ///   - settings: The mode, fees, precautions and permissions.
    ///   - unavailable: Why the run cannot trade, when `orders` is nil.
    public init(
        orders: OrderRepository?, account: AccountRepository?, quotes: QuoteRepository, latestQuotes: LatestQuoteRepository? = nil,
        catalog: StockCatalogRepository, clock: any SchedulerType, settings: OrderSettings, unavailable: OrderRefusal = .noAccount
    ) {
        self.unavailable = unavailable
        self.orders = orders
        self.account = account
        self.quotes = quotes
        self.latestQuotes = latestQuotes
        self.catalog = catalog
        self.clock = clock
        self.settings = settings
    }

    public func execute(text: String, side: OrderSide, code: StockCode, name: String) -> Single<OrderReview> {
        let (entry, orders, account): (OrderEntry, OrderRepository, AccountRepository)
        do throws(OrderRefusal) {
            if settings.isReadOnly { throw .readOnlyInstance }
            (entry, orders, account) = try desk(reading: text)
        } catch {
            return .error(error)
        }
        let settings = settings
        return market(of: code, orders: orders, account: account).map { market in
            let ticket = try OrderChecks.ticket(
                entry, side: side, name: name, market: market, costs: settings.costs, precautions: settings.precautions, permissions: settings.permissions
            )
            let warnings = OrderChecks.warnings(ticket, last: market.quote.price, precautions: settings.precautions)
            return OrderReview(ticket: ticket, mode: orders.mode, costs: settings.costs, cash: market.account.cash.settled, warnings: warnings)
        }
    }

    public func checkRevision(text: String, of order: AccountOrder) -> Single<OrderRevision> {
        let (entry, orders, account): (OrderEntry, OrderRepository, AccountRepository)
        do throws(OrderRefusal) {
            if let refusal = OrderChangeRules.refusal(of: .revise, for: order, orders: self.orders, settings: settings, unavailable: unavailable) {
                throw refusal
            }
            (entry, orders, account) = try desk(reading: text)
        } catch {
            return .error(error)
        }
        let settings = settings
        return market(of: order.code, orders: orders, account: account).map { market in
            try OrderChecks.revision(
                entry, of: order, name: order.name, market: market, mode: orders.mode, costs: settings.costs, precautions: settings.precautions
            )
        }
    }

    /// The order `text` writes and the run's order desk and account, or why not (the run cannot trade, the text does not read).
    private func desk(reading text: String) throws(OrderRefusal) -> (OrderEntry, OrderRepository, AccountRepository) {
        guard let orders, let account else { throw unavailable }
        return (try OrderEntry(parsing: text), orders, account)
    }

    /// The stock's quote (the feed's fresh one, or a recent read), grid and open venues with the account's latest
    /// snapshot, now.
    private func market(of code: StockCode, orders: OrderRepository, account: AccountRepository) -> Single<OrderMarket> {
        let snapshot = latestSnapshot(of: account)
        let grid = KRXPriceGrid.of(catalog.allStocks().first { $0.code == code }?.kind ?? .stock)
        let clock = clock
        return recentQuote(of: code).flatMap { quote in
            snapshot.map { snapshot in
                OrderMarket(quote: quote, grid: grid, account: snapshot, openVenues: orders.openVenues(for: code), now: clock.now)
            }
        }
    }

    /// The account's latest snapshot once it has been read; until then the first read's (the simulated account
    /// answers at once, KIS's publishes its cash only once read), whose failure refuses the check with its
    /// reason (`OrderRefusal.accountUnreadable`) and makes the next check read again — a check never waits
    /// for a snapshot that no read will publish.
    private func latestSnapshot(of account: AccountRepository) -> Single<AccountSnapshot> {
        let read = accountRead.withLock { read in
            if read == nil || read?.isRejected == true { read = account.refresh() }
            return read!
        }
        if read.isFulfilled { return account.snapshots.take(1).asSingle() }
        return read.asObservable()
            .catch { error in .error(OrderRefusal.accountUnreadable((error as? UserFacingError)?.message ?? String(describing: error))) }
            .asSingle()
    }

    /// The feed's latest quote of `code` while no older than the stale-price rule allows, else the quote
    /// read less than `quoteReuseSeconds` ago, else a new one (kept for the next checks).
    private func recentQuote(of code: StockCode) -> Single<Quote> {
        let now = clock.now
        if let streamed = latestQuotes?.latestQuote(of: code), settings.precautions.staleAge(of: streamed, at: now) == nil { return .just(streamed) }
        if let kept = lastQuotes.withLock({ $0[code] }), now.timeIntervalSince(kept.readAt) < Self.quoteReuseSeconds { return .just(kept.quote) }
        let lastQuotes = lastQuotes
        return quotes.quote(for: code).map { quote in
            lastQuotes.withLock { $0[code] = (quote, now) }
            return quote
        }
    }
}
