// The detail header's line of each venue's own price: "KRX 70,000 · NXT 70,100 (+100 +0.14%)".

import Domain

/// How the detail view writes a Nextrade stock's two prices and the spread between them.
enum VenuePricesText {
    /// "KRX 70,000 · NXT 70,100 (+100 +0.14%)": Nextrade's spread over KRX's price; "NXT no trade yet"
    /// before Nextrade's first trade of the day.
    static func text(_ prices: VenuePrices) -> String {
        let krx = "\(Venue.krx.mark) \(NumberText.grouped(prices.krx.price))"
        guard let nxt = prices.nxt, let spread = prices.spread, let rate = prices.spreadRate else {
            return "\(krx) · \(Venue.nxt.mark) no trade yet"
        }
        return "\(krx) · \(Venue.nxt.mark) \(NumberText.grouped(nxt.price)) (\(NumberText.signedGrouped(spread)) \(NumberText.signedPercent(rate)))"
    }
}
