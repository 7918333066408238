// One order of today as the account knows it: what was asked, how much filled, whether it still rests.

import FoundationEssentials

/// An order placed today (주문) and its progress.
public struct AccountOrder: Hashable, Sendable, Codable {
    /// Where the order stands.
    public enum Status: String, Hashable, Sendable, Codable {
        /// Accepted, nothing filled yet, still resting on the book (미체결).
        case open
        /// Some shares filled, the rest still resting.
        case partiallyFilled
        /// Every share filled (체결).
        case filled
        /// Cancelled, with or without partial fills (취소).
        case cancelled
        /// Refused by the exchange or the broker (거부).
        case rejected
    }

    /// The broker's order number (주문번호).
    public let number: String
    public let code: StockCode
    /// The stock's name; sanitise before showing.
    public let name: String
    public let side: OrderSide
    public let quantity: Int
    /// The limit price, nil for a market order (시장가).
    public let price: Int?
    /// Shares filled so far (총체결수량).
    public let filledQuantity: Int
    /// The average price of those fills, nil before the first.
    public let averageFillPrice: Int?
    public let isCancelled: Bool
    public let isRejected: Bool
    /// When the order was placed.
    public let time: Date

    public init(
        number: String, code: StockCode, name: String, side: OrderSide, quantity: Int, price: Int?,
        filledQuantity: Int = 0, averageFillPrice: Int? = nil, isCancelled: Bool = false, isRejected: Bool = false, time: Date
    ) {
        self.number = number
        self.code = code
        self.name = name
        self.side = side
        self.quantity = quantity
        self.price = price
        self.filledQuantity = filledQuantity
        self.averageFillPrice = averageFillPrice
        self.isCancelled = isCancelled
        self.isRejected = isRejected
        self.time = time
    }

    /// Shares still resting (잔량): none once cancelled, rejected or filled.
    public var remainingQuantity: Int {
        isCancelled || isRejected ? 0 : max(0, quantity - filledQuantity)
    }

    public var status: Status {
        if isRejected { return .rejected }
        if isCancelled { return .cancelled }
        if filledQuantity >= quantity { return .filled }
        return filledQuantity > 0 ? .partiallyFilled : .open
    }
}
