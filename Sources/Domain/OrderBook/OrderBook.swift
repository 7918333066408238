// The order book (호가) of one stock: ten ask and ten bid levels, their totals and the auction's expected trade.

import FoundationEssentials

/// A snapshot of one stock's order book.
public struct OrderBook: Hashable, Sendable, Codable {
    public let code: StockCode
    /// Ask (sell) levels, best (lowest price) first; up to ten.
    public let asks: [OrderBookLevel]
    /// Bid (buy) levels, best (highest price) first; up to ten.
    public let bids: [OrderBookLevel]
    /// All shares offered (총 매도호가 잔량), which can exceed the sum of the ten levels shown.
    public let totalAskQuantity: Int
    /// All shares bid (총 매수호가 잔량).
    public let totalBidQuantity: Int
    /// During an auction, the price the orders would match at now (예상 체결가); nil in continuous trading.
    public let expectedPrice: Int?
    /// During an auction, the shares that would trade at `expectedPrice` (예상 체결량).
    public let expectedVolume: Int?
    /// When the book was true.
    public let time: Date
    /// How the book reached the app: `.live` from a real-time registration (H0STASP0), `.polled` from
    /// a REST answer; nil where neither applies (the simulated exchange's own book).
    public let source: QuoteSource?

    public init(
        code: StockCode, asks: [OrderBookLevel], bids: [OrderBookLevel], totalAskQuantity: Int, totalBidQuantity: Int,
        expectedPrice: Int?, expectedVolume: Int?, time: Date, source: QuoteSource? = nil
    ) {
        self.code = code
        self.asks = asks
        self.bids = bids
        self.totalAskQuantity = totalAskQuantity
        self.totalBidQuantity = totalBidQuantity
        self.expectedPrice = expectedPrice
        self.expectedVolume = expectedVolume
        self.time = time
        self.source = source
    }

    /// The same book, said to come from `source` (e.g. `.stale`: the last live book, the stream gone).
    public func marked(_ source: QuoteSource?) -> OrderBook {
        OrderBook(
            code: code, asks: asks, bids: bids, totalAskQuantity: totalAskQuantity, totalBidQuantity: totalBidQuantity,
            expectedPrice: expectedPrice, expectedVolume: expectedVolume, time: time, source: source
        )
    }
}
