// The fee rates P&L is counted with: broker commission on each trade and the transaction tax on a sale.

/// Commission (수수료) and securities transaction tax (증권거래세) as rates in parts per million
/// (0.015 % = 150, 0.18 % = 1,800). Both default to 0: P&L is then price against price.
///
/// Each fee is the trade's amount × the rate, rounded down to whole KRW (brokers cut the fraction of
/// a won). Commission is charged on every buy (each lot) and on the sale the valuation assumes;
/// the tax only on the sale.
public struct TradingCosts: Hashable, Sendable, Codable {
    /// Charged on the amount of every buy and sell, in parts per million.
    public let commissionPerMillion: Int
    /// Charged on the amount of a sale, in parts per million.
    public let taxPerMillion: Int

    /// No fees.
    public static let none = TradingCosts(commissionPerMillion: 0, taxPerMillion: 0)

    public init(commissionPerMillion: Int, taxPerMillion: Int) {
        self.commissionPerMillion = max(0, commissionPerMillion)
        self.taxPerMillion = max(0, taxPerMillion)
    }

    /// The commission on a trade of `amount` KRW.
    public func commission(on amount: Int) -> Int { Self.fee(on: amount, perMillion: commissionPerMillion) }

    /// The tax on a sale of `amount` KRW.
    public func tax(on amount: Int) -> Int { Self.fee(on: amount, perMillion: taxPerMillion) }

    /// ⌊amount × rate / 1,000,000⌋, computed in two parts so that no product leaves `Int`.
    static func fee(on amount: Int, perMillion rate: Int) -> Int {
        let million = 1_000_000
        return amount / million * rate + amount % million * rate / million
    }
}
