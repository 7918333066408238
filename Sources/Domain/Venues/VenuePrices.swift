// KRX's and Nextrade's last prices of one stock, and the spread between them.

/// One stock's last price on each venue. Nextrade's is nil before its first trade of the day.
public struct VenuePrices: Hashable, Sendable {
    public let krx: Quote
    public let nxt: Quote?

    public init(krx: Quote, nxt: Quote?) {
        self.krx = krx
        self.nxt = nxt
    }

    /// Nextrade's price minus KRX's, in KRW; nil without a Nextrade price.
    public var spread: Int? { nxt.map { $0.price - krx.price } }

    /// The spread in percent of KRX's price (two decimals, as KIS writes rates); nil without one.
    public var spreadRate: Double? {
        guard let spread, krx.price > 0 else { return nil }
        return Quote.changeRate(of: spread, against: krx.price)
    }
}
