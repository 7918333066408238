// Is this typed order one the app may send? The order ticket's check, run as the user types and on Enter.

import FoundationEssentials
import Reactive

/// Reads a typed order and checks it against the stock's quote, grid and venues and the account.
public protocol CheckOrderUseCase {
    /// The review of the order `text` writes on `side` of `code` (named `name` in messages), or an
    /// `OrderRefusal`: the run cannot trade, the text does not read, or `OrderChecks` refutes it. A
    /// quote that cannot be read fails the single with its own error.
    func execute(text: String, side: OrderSide, code: StockCode, name: String) -> Single<OrderReview>
}

/// Checks with the live quote of a `QuoteRepository`, the account's latest snapshot, the catalog's
/// kind of the stock (its tick grid), the venues the order repository says are open, and a clock.
public final class DefaultCheckOrderUseCase: CheckOrderUseCase {
    private let orders: OrderRepository?
    private let account: AccountRepository?
    private let quotes: QuoteRepository
    private let catalog: StockCatalogRepository
    private let clock: any SchedulerType
    private let settings: OrderSettings
    private let unavailable: OrderRefusal
    /// Whether the account has been asked for a first read (a KIS account publishes nothing until read).
    private let accountRead = LockedState(false)
    /// The last quote read per stock, and when: checks within `quoteReuseSeconds` of it take it again, so the
    /// keystrokes of one ticket cost one request of a KIS paper account's one a second, not one each.
    private let lastQuotes = LockedState<[StockCode: (quote: Quote, readAt: Date)]>([:])
    /// How long a quote read for a check serves the next checks of the same stock.
    static let quoteReuseSeconds: TimeInterval = 2

    /// - Parameters:
    ///   - orders: Where orders go; nil when the run cannot trade (refused with `unavailable`).
    ///   - account: The account's cash and holdings; nil as `orders`.
    ///   - settings: The mode, fees, precautions and permissions.
    ///   - unavailable: Why the run cannot trade, when `orders` is nil.
    public init(
        orders: OrderRepository?, account: AccountRepository?, quotes: QuoteRepository, catalog: StockCatalogRepository, clock: any SchedulerType,
        settings: OrderSettings, unavailable: OrderRefusal = .noAccount
    ) {
        self.unavailable = unavailable
        self.orders = orders
        self.account = account
        self.quotes = quotes
        self.catalog = catalog
        self.clock = clock
        self.settings = settings
    }

    public func execute(text: String, side: OrderSide, code: StockCode, name: String) -> Single<OrderReview> {
        let entry: OrderEntry
        let orders: OrderRepository
        let account: AccountRepository
        do throws(OrderRefusal) {
            if settings.isReadOnly { throw .readOnlyInstance }
            guard let tradable = self.orders, let held = self.account else { throw unavailable }
            orders = tradable
            account = held
            entry = try OrderEntry(parsing: text)
        } catch {
            return .error(error)
        }
        // The first check reads the account once (the simulated one answers at once; KIS's publishes its
        // cash only once read), so buying power is known; later checks take the latest snapshot.
        if accountRead.withLock({ read in defer { read = true }; return !read }) { _ = account.refresh() }
        let grid = KRXPriceGrid.of(catalog.allStocks().first { $0.code == code }?.kind ?? .stock)
        let settings = settings
        let clock = clock
        return recentQuote(of: code).flatMap { quote in
            account.snapshots.take(1).asSingle().map { snapshot in
                let market = OrderMarket(quote: quote, grid: grid, account: snapshot, openVenues: orders.openVenues(for: code), now: clock.now)
                let ticket = try OrderChecks.ticket(
                    entry, side: side, name: name, market: market, costs: settings.costs, precautions: settings.precautions, permissions: settings.permissions
                )
                let warnings = OrderChecks.warnings(ticket, last: quote.price, precautions: settings.precautions)
                return OrderReview(ticket: ticket, mode: orders.mode, costs: settings.costs, cash: snapshot.cash.settled, warnings: warnings)
            }
        }
    }

    /// The quote of `code` read less than `quoteReuseSeconds` ago, else a new one (kept for the next checks).
    private func recentQuote(of code: StockCode) -> Single<Quote> {
        let now = clock.now
        if let kept = lastQuotes.withLock({ $0[code] }), now.timeIntervalSince(kept.readAt) < Self.quoteReuseSeconds { return .just(kept.quote) }
        let lastQuotes = lastQuotes
        return quotes.quote(for: code).map { quote in
            lastQuotes.withLock { $0[code] = (quote, now) }
            return quote
        }
    }
}
