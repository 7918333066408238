// The event of an alert firing: which alert, on which quote, when.

import FoundationEssentials

/// An armed alert whose condition a quote met: what fired, at what price, when.
public struct PriceAlertFiring: Hashable, Sendable {
    public let watchlistID: WatchlistID
    public let alertID: PriceAlertID
    public let code: StockCode
    public let condition: PriceAlertCondition
    /// The price of the quote that met the condition.
    public let price: Int
    /// The quote's time.
    public let time: Date

    public init(watchlistID: WatchlistID, alertID: PriceAlertID, code: StockCode, condition: PriceAlertCondition, price: Int, time: Date) {
        self.watchlistID = watchlistID
        self.alertID = alertID
        self.code = code
        self.condition = condition
        self.price = price
        self.time = time
    }
}
