// How this run trades: the mode, the fees, the precautions, what is permitted, and whether it may at all.

/// The order settings of one run (config.json's `trading`, `order_*` and fee keys).
public struct OrderSettings: Hashable, Sendable {
    public let mode: TradingMode
    public let costs: TradingCosts
    public let precautions: OrderPrecautions
    public let permissions: Set<OrderAction>
    /// A read-only second instance (or `--once`) refuses every order.
    public let isReadOnly: Bool

    public init(
        mode: TradingMode = .simulated, costs: TradingCosts = .none, precautions: OrderPrecautions = .standard,
        permissions: Set<OrderAction> = Set(OrderAction.allCases), isReadOnly: Bool = false
    ) {
        self.mode = mode
        self.costs = costs
        self.precautions = precautions
        self.permissions = permissions
        self.isReadOnly = isReadOnly
    }

    /// The same settings in a run that may not trade (a read-only second instance).
    public var readOnly: OrderSettings {
        OrderSettings(mode: mode, costs: costs, precautions: precautions, permissions: permissions, isReadOnly: true)
    }
}
