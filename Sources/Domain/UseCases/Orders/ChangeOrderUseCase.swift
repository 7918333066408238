// Changing one of today's open orders: cancelling what rests of it (the Account view's `c`) or re-pricing it (`e`).

import Reactive

/// Cancels and revises open orders, refusing what the run or the settings do not allow. A revise is
/// checked first by `CheckOrderUseCase.checkRevision`, which makes the `OrderRevision` sent here.
public protocol ChangeOrderUseCase {
    /// Where changes go (the dialogs' SIMULATED / PAPER / LIVE), nil when the run cannot trade.
    var mode: TradingMode? { get }
    /// Why `action` (`.cancel` or `.revise`) on `order` is refused now, nil when it may go ahead: the run
    /// cannot trade (read-only, no order desk, live without consent), the action is switched off
    /// (`order_permissions`), nothing of the order rests.
    func refusal(of action: OrderAction, for order: AccountOrder) -> OrderRefusal?
    /// The user is confirming a cancel or reviewing a revise and may send it next: the exchange's next
    /// request slot is kept free for it as for a new order (`PlaceOrderUseCase.keepSlotFree`), until the
    /// returned disposable is disposed, the change has taken its slot, or the same bound has passed.
    func keepSlotFree() -> Disposable
    /// Cancels all that rests of `order` (what filled before stays filled); fulfils with the order
    /// cancelled, or rejects with the refusal or the exchange's answer.
    func cancel(_ order: AccountOrder) -> Promise<AccountOrder>
    /// Sends `revision` once; fulfils with the revising order, or rejects with the refusal or the
    /// exchange's answer (a lost one settled by reading today's orders, never resent).
    func revise(_ revision: OrderRevision) -> Promise<AccountOrder>
}

/// Changes orders through an `OrderRepository` (nil: the run cannot trade, refused with `unavailable`);
/// keeps the slot through an `OrderSlotKeeper` for `DefaultPlaceOrderUseCase.slotHoldSeconds`.
public final class DefaultChangeOrderUseCase: ChangeOrderUseCase {
    private let orders: OrderRepository?
    private let slot: OrderSlotKeeper?
    private let settings: OrderSettings
    private let unavailable: OrderRefusal

    /// - Parameters:
    ///   - orders: Where changes go; nil when the run cannot trade.
    ///   - slot: Keeps the next request slot of `orders`' exchange free while a change is reviewed; nil: nothing to keep.
    ///   - settings: The permissions, and whether the run is read-only.
    ///   - unavailable: Why the run cannot trade, when `orders` is nil.
    public init(orders: OrderRepository?, slot: OrderSlotKeeper?, settings: OrderSettings, unavailable: OrderRefusal = .noAccount) {
        self.orders = orders
        self.slot = slot
        self.settings = settings
        self.unavailable = unavailable
    }

    public var mode: TradingMode? { orders?.mode }

    public func refusal(of action: OrderAction, for order: AccountOrder) -> OrderRefusal? {
        OrderChangeRules.refusal(of: action, for: order, orders: orders, settings: settings, unavailable: unavailable)
    }

    public func keepSlotFree() -> Disposable {
        slot?.keepNextSlotFree(for: DefaultPlaceOrderUseCase.slotHoldSeconds) ?? Disposables.create()
    }

    public func cancel(_ order: AccountOrder) -> Promise<AccountOrder> {
        if let refusal = refusal(of: .cancel, for: order) { return Promise(error: refusal) }
        guard let orders else { return Promise(error: unavailable) }
        return orders.cancel(orderNumber: order.number)
    }

    public func revise(_ revision: OrderRevision) -> Promise<AccountOrder> {
        if let refusal = refusal(of: .revise, for: revision.order) { return Promise(error: refusal) }
        guard let orders else { return Promise(error: unavailable) }
        return orders.revise(orderNumber: revision.order.number, quantity: revision.quantity, price: revision.price)
    }
}
