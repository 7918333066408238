// Watch one stock's live quotes: the detail view's header, chart and trades follow them.

import Reactive

/// Watches the live quotes of one stock.
public protocol WatchStockQuotesUseCase {
    /// The stock's feed events (its current quote first, then every change, and its failures) until disposed.
    func execute(code: StockCode) -> Observable<QuoteFeedEvent>
}

/// Subscribes one `QuoteRepository` stream for the code.
public final class DefaultWatchStockQuotesUseCase: WatchStockQuotesUseCase {
    private let quotes: QuoteRepository

    public init(quotes: QuoteRepository) {
        self.quotes = quotes
    }

    public func execute(code: StockCode) -> Observable<QuoteFeedEvent> {
        quotes.quotes(for: [code])
    }
}
