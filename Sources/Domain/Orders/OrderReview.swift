// What the review step shows before an order is sent: the ticket, its costs, the cash after, the warnings.

/// An order ready for review: the checked ticket, where it goes, what it costs and what it leaves.
public struct OrderReview: Hashable, Sendable {
    public let ticket: OrderTicket
    public let mode: TradingMode
    /// Broker commission on the amount.
    public let commission: Int
    /// Transaction tax (a sale only).
    public let tax: Int
    /// Settled cash once the order fills (at the counted price).
    public let cashAfter: Int
    /// Precautions passed: sending needs the override.
    public let warnings: [OrderWarning]

    /// The review of `ticket` for an account holding `cash` settled won.
    public init(ticket: OrderTicket, mode: TradingMode, costs: TradingCosts, cash: Int, warnings: [OrderWarning]) {
        self.ticket = ticket
        self.mode = mode
        self.warnings = warnings
        commission = costs.commission(on: ticket.amount)
        tax = ticket.side == .sell ? costs.tax(on: ticket.amount) : 0
        cashAfter = ticket.side == .buy ? cash - ticket.amount - commission : cash + ticket.amount - commission - tax
    }

    /// True when sending needs an explicit override.
    public var needsOverride: Bool { !warnings.isEmpty }
}
