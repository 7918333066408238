// One price level of an order book: a price on the tick grid and the shares waiting there.

/// The remaining quantity (잔량) at one price of the order book.
public struct OrderBookLevel: Hashable, Sendable, Codable {
    /// The price in KRW.
    public let price: Int
    /// Shares offered (ask) or bid at that price.
    public let quantity: Int

    public init(price: Int, quantity: Int) {
        self.price = price
        self.quantity = quantity
    }
}
