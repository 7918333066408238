// Everything an order's local checks read, gathered at one moment: the quote, the grid, the account, the venues.

import FoundationEssentials

/// The market and the account as an order sees them when it is checked. A value, so the checks are a
/// pure function of it (`OrderChecks`).
public struct OrderMarket: Sendable {
    public let quote: Quote
    public let grid: KRXPriceGrid
    public let account: AccountSnapshot
    /// The venues taking orders for the stock now, the preferred one first (empty when the market is shut).
    public let openVenues: [Venue]
    public let now: Date

    public init(quote: Quote, grid: KRXPriceGrid, account: AccountSnapshot, openVenues: [Venue], now: Date) {
        self.quote = quote
        self.grid = grid
        self.account = account
        self.openVenues = openVenues
        self.now = now
    }

    /// Cash an order may still spend: settled cash minus what today's open buys hold back (a market
    /// buy is held at today's upper limit, as KIS holds it) and their commission.
    public func buyingPower(costs: TradingCosts) -> Int {
        let reserved = account.orders.filter { $0.side == .buy }.reduce(0) { sum, order in
            let amount = order.remainingQuantity * (order.price ?? quote.upperLimit)
            return sum + amount + costs.commission(on: amount)
        }
        return max(0, account.cash.settled - reserved)
    }

    /// Shares of the stock that can be sold now: the holding's sellable shares (주문가능수량), which
    /// already leave out those in open sell orders.
    public var sellableQuantity: Int {
        account.holdings.first { $0.code == quote.code }?.sellableQuantity ?? 0
    }
}
