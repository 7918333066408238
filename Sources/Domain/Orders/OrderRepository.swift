// Where orders are sent: the simulated exchange (or, later, KIS), and which venues take them now.

import Reactive

/// An exchange account that takes orders. Fills show in the `AccountRepository` snapshots.
public protocol OrderRepository: AnyObject {
    /// Where orders go.
    var mode: TradingMode { get }
    /// The venues taking orders for `code` now, the preferred one first; empty while they are shut.
    func openVenues(for code: StockCode) -> [Venue]
    /// Sends the order once (the submission is consumed); fulfils with the order as accepted (filled
    /// already, or resting), or rejects with a `UserFacingError`. An answer that is lost is never
    /// resent: the caller reads today's orders instead.
    func place(_ submission: consuming OrderSubmission) -> Promise<AccountOrder>
    /// Cancels what rests of today's order `number`; fulfils with the cancelled order.
    func cancel(orderNumber: String) -> Promise<AccountOrder>
}
