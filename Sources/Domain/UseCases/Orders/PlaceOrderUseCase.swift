// Sending a reviewed order: the order ticket's completion.

import Reactive

/// Sends reviewed orders.
public protocol PlaceOrderUseCase {
    /// Sends the order of `submission` exactly once (consuming it); fulfils with the order as accepted.
    /// `progress` hears of a lost answer while today's orders are read (`OrderRepository.place`).
    func execute(_ submission: consuming OrderSubmission, progress: @escaping (OrderProgress) -> Void) -> Promise<AccountOrder>
}

/// Places through an `OrderRepository`, refusing what `settings` do not permit.
public final class DefaultPlaceOrderUseCase: PlaceOrderUseCase {
    private let orders: OrderRepository
    private let settings: OrderSettings

    public init(orders: OrderRepository, settings: OrderSettings) {
        self.orders = orders
        self.settings = settings
    }

    public func execute(_ submission: consuming OrderSubmission, progress: @escaping (OrderProgress) -> Void) -> Promise<AccountOrder> {
        let action = OrderAction.placing(submission.review.ticket.side)
        if settings.isReadOnly { return Promise(error: OrderRefusal.readOnlyInstance) }
        guard settings.permissions.contains(action) else { return Promise(error: OrderRefusal.notPermitted(action)) }
        return orders.place(submission, progress: progress)
    }
}
