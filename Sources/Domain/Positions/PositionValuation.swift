// One position valued at a price: value, cost, profit or loss in KRW and in percent.

/// A position at the current price (평가): all figures whole KRW.
///
/// - `marketValue` (평가금액) = quantity × price.
/// - `cost` (매입원가) = the held amount + the commission paid on buying it (moving average after sales).
/// - `profit` (평가손익) = marketValue − commission and tax on selling it all now − cost.
/// - `returnBasisPoints` (수익률) = profit ÷ cost in hundredths of a percent, rounded half away from
///   zero (1,234 is +12.34 %).
public struct PositionValuation: Hashable, Sendable {
    public let code: StockCode
    public let quantity: Int
    public let averagePrice: Int
    /// The price valued at.
    public let price: Int
    public let marketValue: Int
    public let cost: Int
    public let profit: Int
    public let returnBasisPoints: Int

    public init(_ position: Position, at price: Int, costs: TradingCosts = .none) {
        code = position.code
        quantity = position.quantity
        averagePrice = position.averagePrice
        self.price = price
        marketValue = quantity * price
        cost = position.amount + position.heldBuyCommission(costs: costs)
        profit = marketValue - costs.commission(on: marketValue) - costs.tax(on: marketValue) - cost
        returnBasisPoints = Self.basisPoints(profit, of: cost)
    }

    /// `part ÷ whole` in hundredths of a percent, rounded half away from zero; 0 when `whole` is 0.
    static func basisPoints(_ part: Int, of whole: Int) -> Int {
        guard whole > 0 else { return 0 }
        let scaled = 2 * part * 10_000
        return (scaled + (part < 0 ? -whole : whole)) / (2 * whole)
    }
}
