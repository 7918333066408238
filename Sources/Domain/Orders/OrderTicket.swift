// One order as the user asks for it, after its local checks: side, stock, quantity, price and venue.

/// An order that passed the checks the app can make itself (`OrderChecks`): what the review shows and
/// what the exchange receives.
public struct OrderTicket: Hashable, Sendable {
    public let side: OrderSide
    public let code: StockCode
    /// The stock's name; sanitise before showing.
    public let name: String
    public let quantity: Int
    public let price: OrderPrice
    /// Where the order goes (KRX or Nextrade).
    public let venue: Venue
    /// The price cash is counted at: the limit, or for a market order the price it is expected to fill
    /// at (the last price for a sale; today's upper limit for a buy, since the broker reserves that).
    public let countedPrice: Int

    public init(side: OrderSide, code: StockCode, name: String, quantity: Int, price: OrderPrice, venue: Venue, countedPrice: Int) {
        self.side = side
        self.code = code
        self.name = name
        self.quantity = quantity
        self.price = price
        self.venue = venue
        self.countedPrice = countedPrice
    }

    /// Quantity × the counted price, before fees.
    public var amount: Int { quantity * countedPrice }
}
