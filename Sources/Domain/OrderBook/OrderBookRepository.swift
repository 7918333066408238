// Where order books come from: the simulated exchange's own book or KIS's polled 호가 endpoint.

import Reactive

/// A source of order books for one stock at a time.
public protocol OrderBookRepository: AnyObject {
    /// The book of `code` at once and again whenever it changes (or is polled), until disposed.
    /// Fails with a `UserFacingError` when the source cannot give it.
    func orderBooks(for code: StockCode) -> Observable<OrderBook>
}
