// The account valued at live prices: each holding's value and P&L, and the account's totals.

/// A snapshot of the account valued at live prices: holdings in the broker's order and the totals.
public struct AccountValuation: Hashable, Sendable {
    public let snapshot: AccountSnapshot
    public let holdings: [HoldingValuation]
    /// Purchase amounts summed (매입금액합계).
    public let purchaseTotal: Int
    /// Market values summed (유가평가금액).
    public let marketValueTotal: Int
    /// Profit summed (평가손익합계).
    public let profitTotal: Int
    public let returnBasisPoints: Int
    /// Settled cash (D+2) plus the holdings' value (순자산 as the user reads it).
    public let netAssets: Int

    /// The snapshot valued at `prices` (live quotes by code); a holding without one keeps the broker's price.
    public init(_ snapshot: AccountSnapshot, prices: [StockCode: Int]) {
        self.snapshot = snapshot
        holdings = snapshot.holdings.map { HoldingValuation($0, livePrice: prices[$0.code]) }
        purchaseTotal = holdings.reduce(0) { $0 + $1.holding.purchaseAmount }
        marketValueTotal = holdings.reduce(0) { $0 + $1.marketValue }
        profitTotal = holdings.reduce(0) { $0 + $1.profit }
        returnBasisPoints = PositionValuation.basisPoints(profitTotal, of: purchaseTotal)
        netAssets = snapshot.cash.settled + marketValueTotal
    }
}
