// Sending a reviewed order: the order ticket's completion.

import FoundationEssentials
import Reactive

/// Sends reviewed orders.
public protocol PlaceOrderUseCase {
    /// The user is reviewing an order and may send it next: the exchange's next request slot is kept free
    /// for it (routine reads wait) until the returned disposable is disposed (the review is left, or the
    /// order has been answered), the order has taken its slot, or a bound has passed (`DefaultPlaceOrderUseCase.slotHoldSeconds`), so reads
    /// never starve when the user walks away.
    func keepSlotFree() -> Disposable
    /// Sends the order of `submission` exactly once (consuming it); fulfils with the order as accepted.
    /// `progress` hears of a lost answer while today's orders are read (`OrderRepository.place`).
    func execute(_ submission: consuming OrderSubmission, progress: @escaping (OrderProgress) -> Void) -> Promise<AccountOrder>
}

/// Places through an `OrderRepository`, refusing what `settings` do not permit; keeps the slot through
/// an `OrderSlotKeeper`.
public final class DefaultPlaceOrderUseCase: PlaceOrderUseCase {
    /// How long a review may keep the slot free: long enough to read it, short enough that the quotes
    /// of a user who walked away resume soon.
    public static let slotHoldSeconds: TimeInterval = 12

    private let orders: OrderRepository
    private let slot: OrderSlotKeeper
    private let settings: OrderSettings

    /// - Parameters:
    ///   - orders: Where orders go.
    ///   - slot: Keeps the next request slot of `orders`' exchange free while an order is reviewed.
    ///   - settings: The permissions and whether this instance may trade at all.
    public init(orders: OrderRepository, slot: OrderSlotKeeper, settings: OrderSettings) {
        self.orders = orders
        self.slot = slot
        self.settings = settings
    }

    public func keepSlotFree() -> Disposable {
        slot.keepNextSlotFree(for: Self.slotHoldSeconds)
    }

    public func execute(_ submission: consuming OrderSubmission, progress: @escaping (OrderProgress) -> Void) -> Promise<AccountOrder> {
        let action = OrderAction.placing(submission.review.ticket.side)
        if settings.isReadOnly { return Promise(error: OrderRefusal.readOnlyInstance) }
        guard settings.permissions.contains(action) else { return Promise(error: OrderRefusal.notPermitted(action)) }
        return orders.place(submission, progress: progress)
    }
}
