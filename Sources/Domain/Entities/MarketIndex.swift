// One index's latest figures: value, change against the previous close, and the market's breadth.

import FoundationEssentials

/// A snapshot of a market index (지수 시세).
public struct MarketIndex: Hashable, Sendable {
    public let kind: MarketIndexKind
    /// The index value, e.g. 2612.35 (현재지수).
    public let value: Double
    /// `value` minus the previous close, signed (전일 대비).
    public let change: Double
    public let sign: PriceChangeSign
    /// The change in percent of the previous close, signed (등락률).
    public let changeRate: Double
    /// Members trading above their base price (상승 종목 수), when the source says.
    public let advancers: Int?
    /// Members trading below their base price (하락 종목 수), when the source says.
    public let decliners: Int?
    /// When the figures were true.
    public let time: Date

    public init(
        kind: MarketIndexKind, value: Double, change: Double, sign: PriceChangeSign, changeRate: Double,
        advancers: Int?, decliners: Int?, time: Date
    ) {
        self.kind = kind
        self.value = value
        self.change = change
        self.sign = sign
        self.changeRate = changeRate
        self.advancers = advancers
        self.decliners = decliners
        self.time = time
    }
}
