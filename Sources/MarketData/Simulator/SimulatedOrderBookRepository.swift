// The simulated exchange's order book: ten ask and ten bid levels on the tick grid, moving with each trade.

import Domain
import FoundationEssentials
import Reactive

/// Order books for the listings of a `SimulatedExchange`, rebuilt from every trade of the stock.
///
/// The best ask is one grid step above the last price and the best bid the last price; levels step
/// along the KRX grid and stop at the daily limits (a stock at its upper limit has no asks). Quantities
/// come from a generator seeded by (seed, code, the day's volume so far), so the same trade always
/// shows the same book. During the opening and closing auctions the book carries the expected price.
public final class SimulatedOrderBookRepository: OrderBookRepository {
    /// Levels on each side.
    static let depth = 10
    private let exchange: SimulatedExchange
    private let seed: UInt64
    private let session: @Sendable (Date) -> MarketSession

    /// Books for `exchange`'s listings; `calendar` tells the auctions (Korea time).
    public init(exchange: SimulatedExchange, seed: UInt64, calendar: KRXCalendar) {
        self.exchange = exchange
        self.seed = seed
        session = { calendar.session(at: $0) }
    }

    public func orderBooks(for code: StockCode) -> Observable<OrderBook> {
        let seed = seed
        let session = session
        let grid = exchange.priceGrid(for: code)
        return exchange.quotes(for: [code]).map { event throws -> OrderBook in
            switch event {
            case .quote(let quote): return Self.book(for: quote, grid: grid, seed: seed, session: session(quote.time))
            case .failure(let failure): throw failure
            }
        }
    }

    /// The book after the trade `quote` reports, its levels on `grid`.
    static func book(for quote: Quote, grid: KRXPriceGrid, seed: UInt64, session: MarketSession) -> OrderBook {
        var random = SeededRandomGenerator(seed: seed ^ UInt64(quote.volume) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(quote.price))
        let lot = max(1, 30_000_000 / max(1, quote.price))
        func quantity() -> Int { 1 + random.next(below: lot) }
        var asks: [OrderBookLevel] = []
        var price = quote.price
        while asks.count < depth, price < quote.upperLimit {
            price = min(grid.priceAbove(price), quote.upperLimit)
            asks.append(OrderBookLevel(price: price, quantity: quantity()))
        }
        var bids: [OrderBookLevel] = []
        price = quote.price
        while bids.count < depth, price >= quote.lowerLimit {
            bids.append(OrderBookLevel(price: price, quantity: quantity()))
            guard price > quote.lowerLimit else { break }
            price = max(grid.priceBelow(price), quote.lowerLimit)
        }
        let isAuction = session == .preOpenAuction || session == .closingAuction
        return OrderBook(
            code: quote.code, asks: asks, bids: bids,
            totalAskQuantity: asks.reduce(0) { $0 + $1.quantity } + quantity() * 5,
            totalBidQuantity: bids.reduce(0) { $0 + $1.quantity } + quantity() * 5,
            expectedPrice: isAuction ? quote.price : nil, expectedVolume: isAuction ? quantity() : nil,
            time: quote.time
        )
    }
}
