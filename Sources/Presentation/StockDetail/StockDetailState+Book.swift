// The detail view's order book: both sides as rows coloured against the previous close, and its totals.

import Domain

extension StockDetailState {
    /// The order book as the ladder shows it; empty sides without a book.
    public struct Book: Hashable, Sendable {
        /// Best first on both sides; empty without a book.
        public let asks: [OrderBookRow]
        public let bids: [OrderBookRow]
        /// "123,456", nil without a book.
        public let totalAskQuantity: String?
        public let totalBidQuantity: String?
        /// During an auction: "71,600 × 12,345"; nil otherwise.
        public let expectedPrice: String?
        /// Where the book came from: "live" (real-time) or "polled" (REST); nil for a feed that says neither.
        public let source: String?

        init(_ model: StockDetailLoopState) {
            let base = model.quote?.basePrice
            func rows(_ levels: [OrderBookLevel]) -> [OrderBookRow] {
                levels.map { level in
                    let direction: PriceDirection = base.map { level.price > $0 ? .up : level.price < $0 ? .down : .flat } ?? .flat
                    return OrderBookRow(price: NumberText.grouped(level.price), direction: direction, quantity: level.quantity, quantityText: NumberText.grouped(level.quantity))
                }
            }
            let book = model.orderBook
            asks = rows(book?.asks ?? [])
            bids = rows(book?.bids ?? [])
            totalAskQuantity = book.map { NumberText.grouped($0.totalAskQuantity) }
            totalBidQuantity = book.map { NumberText.grouped($0.totalBidQuantity) }
            expectedPrice = book?.expectedPrice.map { price in
                NumberText.grouped(price) + (book?.expectedVolume.map { " × " + NumberText.grouped($0) } ?? "")
            }
            source = book?.source.map(QuoteSourceText.name)
        }
    }
}
