// The position columns of a watchlist row, formatted: quantity, average price, value, P&L KRW and %.

import Domain

/// What a row shows of its stock's position ("10", "70,000", "750,000", "+50,000", "+7.14%"), and the
/// direction of the P&L for its colour (up red, down blue, as the price change). Before the first quote
/// value and P&L are "—" and the direction flat.
public struct PositionColumns: Hashable, Sendable {
    /// Shares held (보유수량).
    public let quantity: String
    /// Average price paid (평균단가).
    public let averagePrice: String
    /// Value at the last price (평가금액).
    public let value: String
    /// Profit or loss in KRW, signed (평가손익).
    public let profit: String
    /// Profit or loss in percent of the cost, signed (수익률).
    public let profitRate: String
    /// `.up`, `.down` or `.flat` with the P&L's sign.
    public let direction: PriceDirection

    /// The columns of `position`, valued at `price` (nil before the first quote) with `costs`.
    public init(_ position: Position, price: Int?, costs: TradingCosts) {
        quantity = NumberText.grouped(position.quantity)
        averagePrice = NumberText.grouped(position.averagePrice)
        guard let price else {
            value = WatchlistRow.unknown
            profit = WatchlistRow.unknown
            profitRate = WatchlistRow.unknown
            direction = .flat
            return
        }
        let valued = PositionValuation(position, at: price, costs: costs)
        value = NumberText.grouped(valued.marketValue)
        profit = NumberText.signedGrouped(valued.profit)
        profitRate = NumberText.signedPercent(basisPoints: valued.returnBasisPoints)
        direction = PriceDirection(profit: valued.profit)
    }
}

extension PriceDirection {
    /// Up for a gain, down for a loss, flat for neither: P&L is coloured like a price change.
    init(profit: Int) {
        self = profit > 0 ? .up : profit < 0 ? .down : .flat
    }
}

extension NumberText {
    /// Hundredths of a percent as a signed percentage: 714 → "+7.14%", -1 → "-0.01%".
    static func signedPercent(basisPoints: Int) -> String {
        signedPercent(Double(basisPoints) / 100)
    }
}
