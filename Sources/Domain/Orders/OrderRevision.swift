// One revise of an open order as the user asks for it, after its checks: how many of the resting shares, at what price.

/// A checked revise (정정): `quantity` of what rests of `order` to rest at `price` instead. A new price is a
/// new place in the queue; the shares not revised keep resting at the old price.
public struct OrderRevision: Hashable, Sendable {
    /// The order as it stood when the revise was checked.
    public let order: AccountOrder
    public let quantity: Int
    public let price: Int
    /// Where the revise goes (SIMULATED / PAPER / LIVE).
    public let mode: TradingMode
    /// The precautions the new price or size passes (the review then asks for the override).
    public let warnings: [OrderWarning]

    public init(order: AccountOrder, quantity: Int, price: Int, mode: TradingMode, warnings: [OrderWarning] = []) {
        self.order = order
        self.quantity = quantity
        self.price = price
        self.mode = mode
        self.warnings = warnings
    }

    /// True when every resting share is revised (KIS's 잔량전부).
    public var revisesAllThatRests: Bool { quantity >= order.remainingQuantity }
}
