// Reading a typed order: "10 @ 70,000", "10 @ market" (or 시장가), optionally followed by KRX or NXT.

/// What the order ticket's one line says, before any check against the market.
public struct OrderEntry: Hashable, Sendable {
    public let quantity: Int
    public let price: OrderPrice
    /// The venue typed after the price, nil to let the app pick the one trading now.
    public let venue: Venue?

    /// How an order is written, for the prompt and the messages.
    public static let example = "10 @ 70,000, 10 @ market, 10 @ 70,000 NXT"

    public init(quantity: Int, price: OrderPrice, venue: Venue? = nil) {
        self.quantity = quantity
        self.price = price
        self.venue = venue
    }

    /// The order `text` writes — `quantity @ price [venue]`, the price a whole number of won (commas
    /// optional) or `market` / `시장가`, the venue `KRX` or `NXT` — or why not.
    public init(parsing text: String) throws(OrderRefusal) {
        let typed = text.trimmingWhitespace()
        guard !typed.isEmpty else { throw .empty }
        let halves = typed.split(separator: "@", omittingEmptySubsequences: false)
        guard halves.count == 2 else { throw .notAnOrder(typed) }
        let quantityText = String(halves[0]).trimmingWhitespace()
        guard let quantity = KRWAmountText.positiveWholeNumber(Substring(quantityText), atMost: MarketLimits.largestQuantity) else {
            throw .notAQuantity(quantityText)
        }
        let words = halves[1].split(whereSeparator: \.isWhitespace)
        guard let priceText = words.first else { throw .notAPrice("") }
        let price: OrderPrice
        if ["market", "시장가"].contains(priceText.lowercased()) {
            price = .market
        } else if let limit = KRWAmountText.positiveWholeNumber(priceText, atMost: MarketLimits.largestPrice) {
            price = .limit(limit)
        } else {
            throw .notAPrice(String(priceText))
        }
        var venue: Venue?
        if words.count > 1 {
            let venueText = words.dropFirst().joined(separator: " ")
            guard words.count == 2, let named = Venue.exchanges.first(where: { $0.mark.lowercased() == venueText.lowercased() }) else {
                throw .notAVenue(venueText)
            }
            venue = named
        }
        self.init(quantity: quantity, price: price, venue: venue)
    }
}
