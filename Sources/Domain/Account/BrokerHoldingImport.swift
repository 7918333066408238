// What importing a broker holding adds to the user's lots: the shares the lots lack, at the broker's average.

/// A lot proposed from a broker holding (the Account view's `i`): the shares the broker holds beyond
/// what the user's lots hold, at the broker's average price snapped to the stock's tick grid, dated today.
public struct BrokerHoldingImport: Hashable, Sendable {
    public let code: StockCode
    /// The stock's name as the broker gives it; sanitise before showing.
    public let name: String
    /// Broker quantity minus what the lots hold, at least 1.
    public let quantity: Int
    /// The broker's average price (매입평균가) on the tick grid.
    public let price: Int
    /// The day of the import (Korea time): the lot's date unless the user types another.
    public let date: TradeDate

    public init(code: StockCode, name: String, quantity: Int, price: Int, date: TradeDate) {
        self.code = code
        self.name = name
        self.quantity = quantity
        self.price = price
        self.date = date
    }

    /// The dialog's prefilled answer, "10 @ 70,000": Enter accepts it (dated today).
    public var text: String { PositionLot(quantity: quantity, price: price).text }
}
