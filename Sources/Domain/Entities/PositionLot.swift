// One purchase of a stock: how many shares, at what price, and optionally when.

import DisplayText

/// A lot (매수 내역): `quantity` shares bought at `price` KRW each, on `date` if the user gave one.
public struct PositionLot: Hashable, Sendable, Codable {
    /// Shares bought, at least 1.
    public let quantity: Int
    /// The price paid per share in KRW, at least 1.
    public let price: Int
    /// The day of the purchase, nil when not given.
    public let date: TradeDate?

    /// The most shares a lot, or all the lots of one stock in a watchlist together, may hold (10억: more
    /// than any listed company has issued), so that value, cost and return stay inside `Int`.
    public static let largestQuantity = 1_000_000_000
    /// The highest price a lot may have been bought at (KRX's largest).
    public static let largestPrice = MarketLimits.largestPrice

    public init(quantity: Int, price: Int, date: TradeDate? = nil) {
        self.quantity = quantity
        self.price = price
        self.date = date
    }

    /// The lot `text` writes — `quantity @ price`, then optionally a date `YYYY-MM-DD`, with commas
    /// in the numbers optional and white space free ("10 @ 70,000", "10@70000 2026-11-30") — or why not.
    public init(parsing text: String) throws(PositionLotError) {
        let typed = text.trimmingWhitespace()
        guard !typed.isEmpty else { throw .empty }
        let halves = typed.split(separator: "@", omittingEmptySubsequences: false)
        guard halves.count == 2 else { throw .notALot(typed) }
        let quantityText = String(halves[0]).trimmingWhitespace()
        guard let quantity = KRWAmountText.positiveWholeNumber(Substring(quantityText), atMost: Self.largestQuantity) else { throw .notAQuantity(quantityText) }
        let words = halves[1].split(whereSeparator: \.isWhitespace)
        guard let priceText = words.first else { throw .notAPrice("") }
        guard let price = KRWAmountText.positiveWholeNumber(priceText, atMost: Self.largestPrice) else { throw .notAPrice(String(priceText)) }
        var date: TradeDate?
        if words.count > 1 {
            let dateText = words.dropFirst().joined(separator: " ")
            guard words.count == 2, let day = TradeDate(dateText) else { throw .notADate(dateText) }
            date = day
        }
        self.init(quantity: quantity, price: price, date: date)
    }

    /// The lot as the user writes it: "10 @ 70,000", "10 @ 70,000 2026-11-30".
    public var text: String {
        let base = "\(FixedPointText.grouped(quantity)) @ \(FixedPointText.grouped(price))"
        return date.map { base + " \($0)" } ?? base
    }

    /// What the lot cost before fees: quantity × price (매입금액).
    public var amount: Int { quantity * price }
}
