// The refusals a change of a resting order (cancel, revise) meets before anything is sent.

/// What stops a cancel or a revise of an open order, in the order the user needs to hear it.
public enum OrderChangeRules {
    /// Why `action` on `order` is refused now, nil when it may go ahead: the run is read-only (a second
    /// instance, `--once`), has no order desk (`unavailable`: no account, live without consent), the
    /// action is switched off (`order_permissions`), or nothing of the order rests.
    public static func refusal(
        of action: OrderAction, for order: AccountOrder, orders: OrderRepository?, settings: OrderSettings, unavailable: OrderRefusal
    ) -> OrderRefusal? {
        if settings.isReadOnly { return .readOnlyInstance }
        guard orders != nil else { return unavailable }
        guard settings.permissions.contains(action) else { return .notPermitted(action) }
        guard order.remainingQuantity > 0 else { return .nothingResting(orderNumber: order.number, status: order.status) }
        return nil
    }
}
