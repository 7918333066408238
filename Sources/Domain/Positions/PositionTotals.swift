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
        marketValue = Self.sum(valuations.map(\.marketValue))
        cost = Self.sum(valuations.map(\.cost))
        profit = Self.sum(valuations.map(\.profit))
        returnBasisPoints = PositionValuation.basisPoints(profit, of: cost)
    }

    /// `values` summed in 128 bits and clamped to `Int`: any number of positions, each within
    /// `PositionLot`'s limits, is summed without a trap.
    private static func sum(_ values: [Int]) -> Int {
        Int(clamping: values.reduce(Int128(0)) { $0 + Int128($1) })
    }
}
