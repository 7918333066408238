// One level of the order book as the detail view draws it.

/// A price level, formatted: price text, its direction against the previous close, and its quantity.
public struct OrderBookRow: Hashable, Sendable {
    public let price: String
    public let direction: PriceDirection
    /// Shares at the price, for the bar's length.
    public let quantity: Int
    public let quantityText: String
}
