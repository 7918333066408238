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
        /// Nothing rests because what rested moved to a revising order at another price (정정).
        case revised
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
    /// Shares that moved to a revising order (정정확인수량): they no longer rest here.
    public let revisedQuantity: Int
    /// The order this one revises (원주문번호), nil for an order placed as it is.
    public let originalNumber: String?
    /// When the order was placed (a revising order: when it was revised, which is its place in the queue).
    public let time: Date

    public init(
        number: String, code: StockCode, name: String, side: OrderSide, quantity: Int, price: Int?,
        filledQuantity: Int = 0, averageFillPrice: Int? = nil, isCancelled: Bool = false, isRejected: Bool = false, revisedQuantity: Int = 0,
        originalNumber: String? = nil, time: Date
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
        self.revisedQuantity = revisedQuantity
        self.originalNumber = originalNumber
        self.time = time
    }

    private enum CodingKeys: String, CodingKey {
        case number, code, name, side, quantity, price, filledQuantity, averageFillPrice, isCancelled, isRejected, revisedQuantity, originalNumber, time
    }

    /// Reads an order as saved; files written before revising existed have neither `revisedQuantity` (0) nor `originalNumber`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        number = try container.decode(String.self, forKey: .number)
        code = try container.decode(StockCode.self, forKey: .code)
        name = try container.decode(String.self, forKey: .name)
        side = try container.decode(OrderSide.self, forKey: .side)
        quantity = try container.decode(Int.self, forKey: .quantity)
        price = try container.decodeIfPresent(Int.self, forKey: .price)
        filledQuantity = try container.decode(Int.self, forKey: .filledQuantity)
        averageFillPrice = try container.decodeIfPresent(Int.self, forKey: .averageFillPrice)
        isCancelled = try container.decode(Bool.self, forKey: .isCancelled)
        isRejected = try container.decode(Bool.self, forKey: .isRejected)
        revisedQuantity = try container.decodeIfPresent(Int.self, forKey: .revisedQuantity) ?? 0
        originalNumber = try container.decodeIfPresent(String.self, forKey: .originalNumber)
        time = try container.decode(Date.self, forKey: .time)
    }

    /// Shares still resting (잔량): none once cancelled, rejected or filled; less what moved to a revising order.
    public var remainingQuantity: Int {
        isCancelled || isRejected ? 0 : max(0, quantity - filledQuantity - revisedQuantity)
    }

    public var status: Status {
        if isRejected { return .rejected }
        if isCancelled { return .cancelled }
        if filledQuantity >= quantity { return .filled }
        if remainingQuantity == 0 { return .revised }
        return filledQuantity > 0 ? .partiallyFilled : .open
    }
}
