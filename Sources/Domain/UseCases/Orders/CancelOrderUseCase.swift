// Cancelling what rests of one of today's orders: the Account view's `c`, after its confirmation.

import Reactive

/// Cancels open orders, refusing what the run or the settings do not allow.
public protocol CancelOrderUseCase {
    /// Where the cancel goes (the confirmation's SIMULATED / PAPER / LIVE), nil when the run cannot trade.
    var mode: TradingMode? { get }
    /// Why `order` cannot be cancelled now, nil when it can: the run cannot trade (read-only, no order
    /// desk, live without consent), cancelling is switched off (`order_permissions`), nothing of it rests.
    func refusal(for order: AccountOrder) -> OrderRefusal?
    /// Cancels all that rests of `order` (what filled before stays filled); fulfils with the order
    /// cancelled, or rejects with `refusal(for:)`'s reason or the exchange's.
    func execute(_ order: AccountOrder) -> Promise<AccountOrder>
}

/// Cancels through an `OrderRepository` (nil: the run cannot trade, refused with `unavailable`).
public final class DefaultCancelOrderUseCase: CancelOrderUseCase {
    private let orders: OrderRepository?
    private let settings: OrderSettings
    private let unavailable: OrderRefusal

    /// - Parameters:
    ///   - orders: Where cancels go; nil when the run cannot trade.
    ///   - settings: The permissions, and whether the run is read-only.
    ///   - unavailable: Why the run cannot trade, when `orders` is nil.
    public init(orders: OrderRepository?, settings: OrderSettings, unavailable: OrderRefusal = .noAccount) {
        self.orders = orders
        self.settings = settings
        self.unavailable = unavailable
    }

    public var mode: TradingMode? { orders?.mode }

    public func refusal(for order: AccountOrder) -> OrderRefusal? {
        OrderChangeRules.refusal(of: .cancel, for: order, orders: orders, settings: settings, unavailable: unavailable)
    }

    public func execute(_ order: AccountOrder) -> Promise<AccountOrder> {
        if let refusal = refusal(for: order) { return Promise(error: refusal) }
        guard let orders else { return Promise(error: unavailable) }
        return orders.cancel(orderNumber: order.number)
    }
}
