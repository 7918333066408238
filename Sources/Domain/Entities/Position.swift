// What a watchlist holds of one stock: the lots bought, summed to a quantity and an average price.

/// A holding (보유 종목) of one stock in one watchlist: its lots in the order they were entered.
public struct Position: Hashable, Sendable, Codable {
    public let code: StockCode
    /// The purchases, never empty in a stored watchlist (a position without lots is removed).
    public var lots: [PositionLot]

    public init(code: StockCode, lots: [PositionLot]) {
        self.code = code
        self.lots = lots
    }

    /// Whether every lot is within `PositionLot`'s limits and the lots hold at most
    /// `PositionLot.largestQuantity` shares together: then no figure of the position leaves `Int`.
    public var isWithinLimits: Bool {
        var total = 0
        for lot in lots {
            guard (1...PositionLot.largestQuantity).contains(lot.quantity), (1...PositionLot.largestPrice).contains(lot.price) else { return false }
            total += lot.quantity
            if total > PositionLot.largestQuantity { return false }
        }
        return true
    }

    /// Shares held (보유수량): the lots' quantities summed.
    public var quantity: Int { lots.reduce(0) { $0 + $1.quantity } }

    /// What the shares cost before fees (매입금액): the lots' amounts summed.
    public var amount: Int { lots.reduce(0) { $0 + $1.amount } }

    /// The average price paid per share (평균단가): amount ÷ quantity, rounded half up to whole KRW;
    /// 0 without shares.
    public var averagePrice: Int {
        let quantity = quantity
        guard quantity > 0 else { return 0 }
        return (2 * amount + quantity) / (2 * quantity)
    }
}
