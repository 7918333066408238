// One holding valued at a price: its value and P&L the way the broker counts them.

/// A holding at a price (평가), whole KRW, the way the broker counts it: value = quantity × price,
/// profit (평가손익) = value − purchase amount, before the fees and tax of selling (KIS's
/// `evlu_pfls_amt` is counted the same way).
public struct HoldingValuation: Hashable, Sendable {
    public let holding: AccountHolding
    /// The price valued at: the live quote's, else the broker's; nil when neither is known.
    public let price: Int?
    public let marketValue: Int
    public let profit: Int
    /// Profit ÷ purchase amount in hundredths of a percent, rounded half away from zero.
    public let returnBasisPoints: Int

    public init(_ holding: AccountHolding, livePrice: Int?) {
        self.holding = holding
        price = livePrice ?? holding.brokerPrice
        marketValue = holding.quantity * (price ?? holding.averagePrice)
        profit = price == nil ? 0 : marketValue - holding.purchaseAmount
        returnBasisPoints = PositionValuation.basisPoints(profit, of: holding.purchaseAmount)
    }
}
