// What a watchlist holds of one stock: the lots bought and the sales out of them, summed by moving average.

/// A holding (보유 종목) of one stock in one watchlist: its lots in the order they were entered and the
/// sales made out of them. Quantity, cost and average price follow the moving-average method (이동평균법):
/// a sale takes its share of the held cost and leaves the average price of what remains as it was.
public struct Position: Hashable, Sendable, Codable {
    public let code: StockCode
    /// The purchases, never empty in a stored watchlist (a position without lots is removed).
    public var lots: [PositionLot]
    /// The sales, in the order they were made; each booked its realised P&L.
    public var sales: [PositionSale]

    public init(code: StockCode, lots: [PositionLot], sales: [PositionSale] = []) {
        self.code = code
        self.lots = lots
        self.sales = sales
    }

    /// Shares held (보유수량): bought minus sold.
    public var quantity: Int { lots.reduce(0) { $0 + $1.quantity } - sales.reduce(0) { $0 + $1.quantity } }

    /// What the shares held cost before fees (매입금액): the lots' amounts less the cost the sales took.
    public var amount: Int { lots.reduce(0) { $0 + $1.amount } - sales.reduce(0) { $0 + $1.costAmount } }

    /// The average price paid per share held (평균단가): amount ÷ quantity, rounded half up to whole KRW;
    /// 0 without shares.
    public var averagePrice: Int {
        let quantity = quantity
        guard quantity > 0 else { return 0 }
        return (2 * amount + quantity) / (2 * quantity)
    }

    /// The commissions paid on buying the shares still held: each lot's, less what the sales took.
    public func heldBuyCommission(costs: TradingCosts) -> Int {
        lots.reduce(0) { $0 + costs.commission(on: $1.amount) } - sales.reduce(0) { $0 + $1.buyCommission }
    }

    /// How many of the first lots are booked into a sale: they cannot change while it stands.
    public var bookedLotCount: Int { sales.last?.lotCount ?? 0 }

    /// The realised P&L of all sales (실현손익 합계).
    public var realisedProfit: Int { sales.reduce(0) { $0 + $1.profit } }

    /// The sale of `quantity` shares at `price` on `date`, booked at the moving average with `costs`;
    /// `.moreThanHeld` when fewer are held. Selling everything takes the whole held cost, so no
    /// rounding is left behind.
    public func sale(quantity: Int, price: Int, date: TradeDate?, costs: TradingCosts) throws(PositionLotError) -> PositionSale {
        let held = self.quantity
        guard quantity <= held else { throw .moreThanHeld(quantity: quantity, held: held) }
        let proceeds = quantity * price
        return PositionSale(
            quantity: quantity, price: price, date: date,
            costAmount: Self.share(of: amount, quantity, of: held),
            buyCommission: Self.share(of: heldBuyCommission(costs: costs), quantity, of: held),
            sellCommission: costs.commission(on: proceeds), tax: costs.tax(on: proceeds), lotCount: lots.count
        )
    }

    /// `total × part ÷ whole` rounded half up, in double width so that large amounts never overflow.
    static func share(of total: Int, _ part: Int, of whole: Int) -> Int {
        guard whole > 0 else { return 0 }
        if part == whole { return total }
        let product = total.multipliedFullWidth(by: part)
        let (quotient, remainder) = whole.dividingFullWidth(product)
        return 2 * remainder >= whole ? quotient + 1 : quotient
    }
}
