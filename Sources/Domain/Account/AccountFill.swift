// One execution (체결) of an order: shares that changed hands at one price.

import FoundationEssentials

/// A fill of an order, as an execution notice or the day's order list reports it.
public struct AccountFill: Hashable, Sendable, Codable {
    /// The order it belongs to (주문번호).
    public let orderNumber: String
    public let code: StockCode
    public let side: OrderSide
    public let quantity: Int
    public let price: Int
    public let time: Date

    public init(orderNumber: String, code: StockCode, side: OrderSide, quantity: Int, price: Int, time: Date) {
        self.orderNumber = orderNumber
        self.code = code
        self.side = side
        self.quantity = quantity
        self.price = price
        self.time = time
    }

    /// What the shares were worth at the fill, before fees.
    public var amount: Int { quantity * price }
}
