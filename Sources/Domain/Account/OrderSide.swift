// Buy or sell: the side of an order or a fill (매수 / 매도).

/// The side of an order or fill.
public enum OrderSide: String, Hashable, Sendable, Codable, CaseIterable {
    /// 매수.
    case buy
    /// 매도.
    case sell
}
