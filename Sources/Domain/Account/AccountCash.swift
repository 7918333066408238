// The account's cash: today's deposit and what it will be once pending trades settle.

/// Cash in the account, whole KRW. Korean trades settle two business days later (T+2), so the
/// deposit today and the deposit at D+2 differ by the day's unsettled buys and sells.
public struct AccountCash: Hashable, Sendable, Codable {
    /// Cash deposited now (예수금총금액).
    public let deposit: Int
    /// Cash after tomorrow's settlements (익일정산금액, D+1).
    public let nextDay: Int
    /// Cash after every pending trade has settled (가수도정산금액, D+2): what buying power starts from.
    public let settled: Int
    /// Commission and tax charged today (금일제비용금액).
    public let todayFees: Int

    public init(deposit: Int, nextDay: Int, settled: Int, todayFees: Int) {
        self.deposit = deposit
        self.nextDay = nextDay
        self.settled = settled
        self.todayFees = todayFees
    }

    /// The same cash everywhere: an account with no pending trade.
    public static func settled(_ amount: Int) -> AccountCash {
        AccountCash(deposit: amount, nextDay: amount, settled: amount, todayFees: 0)
    }
}
