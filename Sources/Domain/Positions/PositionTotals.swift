// A watchlist's positions summed: the totals line (평가금액, 평가손익, 수익률).

/// The sum of a watchlist's valued positions; `returnBasisPoints` is the summed profit ÷ the summed
/// cost, rounded as in `PositionValuation` (not an average of the positions' returns).
public struct PositionTotals: Hashable, Sendable {
    /// How many positions are summed (those with a price).
    public let positionCount: Int
    public let marketValue: Int
    public let cost: Int
    public let profit: Int
    public let returnBasisPoints: Int

    public init(_ valuations: [PositionValuation]) {
        positionCount = valuations.count
        marketValue = valuations.reduce(0) { $0 + $1.marketValue }
        cost = valuations.reduce(0) { $0 + $1.cost }
        profit = valuations.reduce(0) { $0 + $1.profit }
        returnBasisPoints = PositionValuation.basisPoints(profit, of: cost)
    }
}
