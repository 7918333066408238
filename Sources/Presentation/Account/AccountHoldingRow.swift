// One holding as the Account view shows it: the broker's quantity and average price, the value and P&L, and
// how the user's own lots differ.

import DisplayText
import Domain

/// The formatted columns of one holding ("005930", "삼성전자", "10", "70,000", "71,500", "715,000",
/// "+15,000", "+2.14%"), then the lots' shares and the difference ("8", "+2 not in lots"); P&L is coloured
/// like a price change.
public struct AccountHoldingRow: Hashable, Sendable {
    public let code: String
    /// Sanitised: names come from the broker.
    public let name: String
    /// Shares held (보유수량).
    public let quantity: String
    /// Shares that can be sold now (주문가능), shown when it differs from `quantity`.
    public let sellable: String?
    /// The broker's average price (매입평균가).
    public let averagePrice: String
    /// The price valued at, "—" when none is known.
    public let price: String
    /// 평가금액.
    public let value: String
    /// 평가손익, signed.
    public let profit: String
    /// 수익률, signed percent.
    public let profitRate: String
    public let direction: PriceDirection
    /// Shares the user's lots hold in the shown watchlist.
    public let lotQuantity: String
    /// How the broker's holding and the lots differ: "matches", "+2 not in lots" (what `i` imports),
    /// "3 more in lots", "lots avg 69,500" (same shares, another average).
    public let difference: String

    /// `valued` beside `lots`, the user's position in the stock (nil without one).
    init(_ valued: HoldingValuation, lots: Position?) {
        let holding = valued.holding
        code = holding.code.rawValue
        name = TextSanitizer.sanitize(holding.name)
        quantity = NumberText.grouped(holding.quantity)
        sellable = holding.sellableQuantity == holding.quantity ? nil : NumberText.grouped(holding.sellableQuantity)
        averagePrice = NumberText.grouped(holding.averagePrice)
        price = valued.price.map(NumberText.grouped) ?? WatchlistRow.unknown
        value = NumberText.grouped(valued.marketValue)
        profit = valued.price == nil ? WatchlistRow.unknown : NumberText.signedGrouped(valued.profit)
        profitRate = valued.price == nil ? WatchlistRow.unknown : NumberText.signedPercent(basisPoints: valued.returnBasisPoints)
        direction = PriceDirection(profit: valued.profit)
        let held = lots?.quantity ?? 0
        lotQuantity = NumberText.grouped(held)
        difference = Self.difference(broker: holding, lotsHeld: held, lotsAverage: lots?.averagePrice ?? 0)
    }

    /// What differs first: the shares (either way), then the average price; "matches" when neither does.
    static func difference(broker: AccountHolding, lotsHeld: Int, lotsAverage: Int) -> String {
        if broker.quantity > lotsHeld { return "+\(NumberText.grouped(broker.quantity - lotsHeld)) not in lots" }
        if broker.quantity < lotsHeld { return "\(NumberText.grouped(lotsHeld - broker.quantity)) more in lots" }
        return lotsAverage == broker.averagePrice || lotsHeld == 0 ? "matches" : "lots avg \(NumberText.grouped(lotsAverage))"
    }
}
