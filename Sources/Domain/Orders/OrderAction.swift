// The things an order ticket can do, each switched on or off in the settings.

/// An action on orders that `order_permissions` allows or forbids.
public enum OrderAction: String, Hashable, Sendable, CaseIterable, Codable {
    case buy
    case sell
    case cancel
    /// Re-pricing what rests of an open order (정정).
    case revise

    /// The action of placing an order on `side`.
    public static func placing(_ side: OrderSide) -> OrderAction { side == .buy ? .buy : .sell }
}
