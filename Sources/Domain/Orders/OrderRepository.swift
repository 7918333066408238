// Where orders are sent: the simulated exchange or KIS, and which venues take them now.

import Reactive

/// An exchange account that takes orders. Fills show in the `AccountRepository` snapshots.
public protocol OrderRepository: AnyObject {
    /// Where orders go.
    var mode: TradingMode { get }
    /// The venues taking orders for `code` now, the preferred one first; empty while they are shut.
    func openVenues(for code: StockCode) -> [Venue]
    /// Sends the order once (the submission is consumed); fulfils with the order as accepted (filled
    /// already, or resting), or rejects with a `UserFacingError`. An answer that is lost is never
    /// resent: `progress` hears `.outcomeUnknown`, today's orders are read, and the promise fulfils with
    /// the order found there or rejects with `OrderOutcomeUnknown`.
    func place(_ submission: consuming OrderSubmission, progress: @escaping (OrderProgress) -> Void) -> Promise<AccountOrder>
    /// Cancels what rests of today's order `number`; fulfils with the cancelled order.
    func cancel(orderNumber: String) -> Promise<AccountOrder>
    /// Re-prices `quantity` of what rests of today's order `number` at the limit `price` (정정): those shares
    /// rest as a new order, last in the queue at its price; the rest keep the old price. Sent once, like
    /// `place`: a lost answer is settled by reading today's orders, never by sending again. Fulfils with
    /// the revising order.
    func revise(orderNumber: String, quantity: Int, price: Int) -> Promise<AccountOrder>
}

extension OrderRepository {
    /// Sends the order once, with no one told of its steps.
    public func place(_ submission: consuming OrderSubmission) -> Promise<AccountOrder> {
        place(submission, progress: { _ in })
    }
}
