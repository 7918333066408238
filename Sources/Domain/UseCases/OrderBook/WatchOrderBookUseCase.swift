// Watch one stock's order book while its detail view is open.

import Reactive

/// Follows the order book of one stock.
public protocol WatchOrderBookUseCase {
    /// The book of `code` at once and after every change, until disposed; fails with a `UserFacingError`.
    func execute(code: StockCode) -> Observable<OrderBook>
}

/// Passes an `OrderBookRepository`'s stream through (the repository decides polling or streaming).
public final class DefaultWatchOrderBookUseCase: WatchOrderBookUseCase {
    private let orderBooks: OrderBookRepository

    public init(orderBooks: OrderBookRepository) {
        self.orderBooks = orderBooks
    }

    public func execute(code: StockCode) -> Observable<OrderBook> {
        orderBooks.orderBooks(for: code)
    }
}
