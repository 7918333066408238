// One sale out of a position, booked at the moving average of the moment: what it closed and what it made.

import DisplayText

/// A sale (매도): `quantity` shares sold at `price` KRW on `date`, with the realised P&L (실현손익) booked
/// when it was made. The cost of the shares sold is the position's moving average (이동평균법, as KIS and
/// Korean tax count it): the held cost × quantity ÷ held quantity. The lots entered before it are booked
/// into it (`lotCount`) and stay as they were while it stands.
public struct PositionSale: Hashable, Sendable, Codable {
    public let quantity: Int
    /// The price received per share in KRW.
    public let price: Int
    public let date: TradeDate?
    /// What the shares sold had cost before fees (their share of the 매입금액).
    public let costAmount: Int
    /// Their share of the commissions paid when they were bought.
    public let buyCommission: Int
    /// The commission on this sale.
    public let sellCommission: Int
    /// The securities transaction tax (증권거래세) on this sale.
    public let tax: Int
    /// How many of the position's lots (the first ones) existed when it was sold.
    public let lotCount: Int

    public init(quantity: Int, price: Int, date: TradeDate?, costAmount: Int, buyCommission: Int, sellCommission: Int, tax: Int, lotCount: Int) {
        self.quantity = quantity
        self.price = price
        self.date = date
        self.costAmount = costAmount
        self.buyCommission = buyCommission
        self.sellCommission = sellCommission
        self.tax = tax
        self.lotCount = lotCount
    }

    /// What the sale brought in before fees (매도금액): quantity × price.
    public var proceeds: Int { quantity * price }

    /// The realised profit or loss (실현손익): proceeds − commission − tax − the cost of what was sold
    /// (with its buying commission).
    public var profit: Int { proceeds - sellCommission - tax - costAmount - buyCommission }

    /// "sold 5 @ 72,000 2026-12-01".
    public var text: String {
        let base = "sold \(FixedPointText.grouped(quantity)) @ \(FixedPointText.grouped(price))"
        return date.map { base + " \($0)" } ?? base
    }
}
