// The whole account at one moment: holdings, cash, and today's orders and fills.

import FoundationEssentials

/// What the broker (or the simulated exchange) says the account holds, read at `time`.
public struct AccountSnapshot: Hashable, Sendable {
    /// The account, masked for showing (`1234-****-01`), or the simulator's name.
    public let accountName: String
    public let holdings: [AccountHolding]
    public let cash: AccountCash
    /// Today's orders, oldest first.
    public let orders: [AccountOrder]
    /// Today's fills, oldest first.
    public let fills: [AccountFill]
    public let time: Date
    /// What the user should know about this account's data (a file that could not be saved, notices
    /// that do not arrive); sanitise before showing.
    public let notices: [String]

    public init(
        accountName: String, holdings: [AccountHolding], cash: AccountCash, orders: [AccountOrder], fills: [AccountFill], time: Date,
        notices: [String] = []
    ) {
        self.accountName = accountName
        self.holdings = holdings
        self.cash = cash
        self.orders = orders
        self.fills = fills
        self.time = time
        self.notices = notices
    }
}
