// One of today's orders as the Account view lists it: time, side, stock, quantity, price, fills, status.

import DisplayText
import Domain
import FoundationEssentials

/// The formatted columns of an order of today ("09:12:03", "Buy", "005930 삼성전자", "10", "70,000",
/// "4/10", "partly filled").
public struct AccountOrderRow: Hashable, Sendable {
    public let time: String
    public let side: String
    public let stock: String
    public let quantity: String
    /// The limit price, or "market".
    public let price: String
    /// Filled of ordered, "0/10".
    public let filled: String
    /// "open", "partly filled", …; a revising order names the order it revises ("open, revises 1").
    public let status: String
    /// Up for a buy, down for a sell, for the colour.
    public let direction: PriceDirection

    init(_ order: AccountOrder) {
        time = KoreaTimeText.clock(order.time)
        side = order.side.label
        stock = order.code.rawValue + " " + TextSanitizer.sanitize(order.name)
        quantity = NumberText.grouped(order.quantity)
        price = order.price.map(NumberText.grouped) ?? "market"
        filled = "\(NumberText.grouped(order.filledQuantity))/\(NumberText.grouped(order.quantity))"
        status = order.status.label + (order.originalNumber.map { ", revises \($0)" } ?? "")
        direction = order.side == .buy ? .up : .down
    }
}

extension OrderSide {
    /// "Buy" or "Sell".
    var label: String {
        switch self {
        case .buy: "Buy"
        case .sell: "Sell"
        }
    }
}

extension AccountOrder.Status {
    /// How the Account view names the status.
    var label: String {
        switch self {
        case .open: "open"
        case .partiallyFilled: "partly filled"
        case .filled: "filled"
        case .cancelled: "cancelled"
        case .revised: "revised"
        case .rejected: "rejected"
        }
    }
}
