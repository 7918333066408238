// The price an order asks: a limit price (지정가) or the market (시장가).

import DisplayText

/// What an order is willing to pay or take per share.
public enum OrderPrice: Hashable, Sendable, Codable {
    /// 지정가: at this price or better; it rests on the book until the price crosses.
    case limit(Int)
    /// 시장가: at whatever the book offers now; it fills at once or not at all.
    case market

    /// The limit price, nil for a market order.
    public var limit: Int? {
        if case .limit(let price) = self { return price }
        return nil
    }

    /// As the ticket writes it: "70,000" or "market (시장가)".
    public var text: String {
        switch self {
        case .limit(let price): FixedPointText.grouped(price)
        case .market: "market (시장가)"
        }
    }
}
