// One stock the broker account holds: the broker's own quantity and average cost (KIS keeps one averaged position per stock).

/// A holding (잔고) as the broker reports it: not the user's lots, the account's one averaged position.
public struct AccountHolding: Hashable, Sendable, Codable {
    public let code: StockCode
    /// The stock's name as the broker (or the catalog) gives it; sanitise before showing.
    public let name: String
    /// Shares held (보유수량); 0 for a stock sold out today, which KIS keeps listed until D+2.
    public let quantity: Int
    /// Shares that can be sold now (주문가능수량): held minus those in open sell orders.
    public let sellableQuantity: Int
    /// What the shares cost (매입금액), whole KRW, moving-average basis.
    public let purchaseAmount: Int
    /// The broker's last price of the stock (현재가), used until a live quote arrives; nil if unknown.
    public let brokerPrice: Int?

    public init(code: StockCode, name: String, quantity: Int, sellableQuantity: Int, purchaseAmount: Int, brokerPrice: Int?) {
        self.code = code
        self.name = name
        self.quantity = max(0, quantity)
        self.sellableQuantity = max(0, min(sellableQuantity, quantity))
        self.purchaseAmount = max(0, purchaseAmount)
        self.brokerPrice = brokerPrice
    }

    /// The average price paid per share (매입평균가격): amount ÷ quantity, rounded half up to whole KRW; 0 without shares.
    public var averagePrice: Int {
        guard quantity > 0 else { return 0 }
        return (2 * purchaseAmount + quantity) / (2 * quantity)
    }
}
