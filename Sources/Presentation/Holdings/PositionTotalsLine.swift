// The totals line of a watchlist with positions: 평가금액, 평가손익, 수익률.

import Domain

/// The watchlist's positions summed, formatted, with the direction of the total P&L for its colour.
/// Only positions with a quote are summed; `pricedCount` of `positionCount` says how many.
public struct PositionTotalsLine: Hashable, Sendable {
    /// Total value (평가금액), "5,270,000".
    public let value: String
    /// Total profit or loss (평가손익), "-430,000".
    public let profit: String
    /// Total profit over total cost (수익률), "-7.54%".
    public let profitRate: String
    public let direction: PriceDirection
    /// How many positions the watchlist has, and how many of them have a price yet.
    public let positionCount: Int
    public let pricedCount: Int

    /// The totals of `positions` at the prices known in `prices`, with `costs`.
    public init(_ positions: [Position], prices: [StockCode: Int], costs: TradingCosts) {
        let valued = positions.compactMap { position in prices[position.code].map { PositionValuation(position, at: $0, costs: costs) } }
        let totals = PositionTotals(valued)
        value = NumberText.grouped(totals.marketValue)
        profit = NumberText.signedGrouped(totals.profit)
        profitRate = NumberText.signedPercent(basisPoints: totals.returnBasisPoints)
        direction = PriceDirection(profit: totals.profit)
        positionCount = positions.count
        pricedCount = valued.count
    }

    /// "평가금액 5,270,000 · 평가손익 -430,000 · 수익률 -7.54%", plus "(2 of 3 priced)" while quotes are missing.
    public var text: String {
        let line = "평가금액 \(value) · 평가손익 \(profit) · 수익률 \(profitRate)"
        return pricedCount == positionCount ? line : line + " (\(pricedCount) of \(positionCount) priced)"
    }
}
