// The detail view's header: the stock and its figures of the day, as text.

import Domain

extension StockDetailState {
    /// The header's figures as text ("—" while not known), where the price came from, and each venue's price.
    public struct Header: Hashable, Sendable {
        public let code: String
        public let name: String
        /// "KOSPI", "KOSDAQ", or empty when the catalog lacks the stock.
        public let market: String
        public let hasQuote: Bool
        public let price: String
        public let changeMarker: String
        public let change: String
        public let changeRate: String
        public let direction: PriceDirection
        public let previousClose: String
        public let open: String
        public let high: String
        public let low: String
        public let upperLimit: String
        public let lowerLimit: String
        /// Where the price sits from the lower limit (0) to the upper limit (1), nil before a quote.
        public let limitPosition: Double?
        public let volume: String
        public let tradedValue: String
        /// Where the price came from and when (`PriceSourceText`): "socket live · 14:32:05",
        /// "last close · REST snapshot at 19:02:11"; nil before a quote or for a feed that says none.
        public let priceSource: String?
        /// A Nextrade stock's price on each venue and the spread (`VenuePricesText`); nil for other stocks and feeds.
        public let venuePrices: String?

        init(_ model: StockDetailLoopState, isTrading: Bool) {
            code = model.code.rawValue
            name = model.stock?.nameKorean ?? model.code.rawValue
            market = model.stock?.market.rawValue ?? ""
            let quote = model.quote
            hasQuote = quote != nil
            let unknown = WatchlistRow.unknown
            func text(_ value: Int?) -> String { value.map(NumberText.grouped) ?? unknown }
            price = text(quote?.price)
            direction = quote.map { PriceDirection($0.sign) } ?? .flat
            changeMarker = direction.marker
            change = quote.map { NumberText.signedGrouped($0.change) } ?? unknown
            changeRate = quote.map { NumberText.signedPercent($0.changeRate) } ?? unknown
            previousClose = text(quote?.basePrice)
            open = text(quote?.open)
            high = text(quote?.high)
            low = text(quote?.low)
            upperLimit = text(quote?.upperLimit)
            lowerLimit = text(quote?.lowerLimit)
            limitPosition = quote.map { quote in
                guard quote.upperLimit > quote.lowerLimit else { return 0.5 }
                return min(1, max(0, Double(quote.price - quote.lowerLimit) / Double(quote.upperLimit - quote.lowerLimit)))
            }
            volume = text(quote?.volume)
            tradedValue = quote.map { NumberText.compactWon($0.tradedValue) } ?? unknown
            priceSource = PriceSourceText.text(source: model.quoteSource, quote: quote, isTrading: isTrading)
            venuePrices = model.venuePrices.map(VenuePricesText.text)
        }
    }
}
