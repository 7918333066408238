// Everything the stock detail view draws, as one value per frame.

import DisplayText
import Domain
import FoundationEssentials

/// One frame of the detail view: the header's figures as text, today's path, the daily bars, the order
/// book, recent trades and notices. Figures not known yet are "—".
public struct StockDetailState: Hashable, Sendable {
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

    /// "Today (1 min)", or the day of the session shown when it is not today's ("Thu 12-24 (1 min)":
    /// before the opening, on a weekend or a holiday the last session's path is shown).
    public let intradayTitle: String
    /// Today's minute path from 09:00 (`SessionPath`), and the number of slots in the whole session.
    public let intradayPrices: [Int?]
    public let intradaySlotCount: Int
    /// The previous close (기준가), nil before a quote.
    public let reference: Int?

    /// The daily bars of `dailySpan`, oldest first.
    public let dailyBars: [PriceBar]
    /// Where each month starts in `dailyBars` (the daily chart's time labels).
    public let dailyMonthStarts: [MonthStart]
    public let dailySpan: DailySpan
    public let dailyStyle: DailyChartStyle

    /// Best first on both sides; empty without a book.
    public let asks: [OrderBookRow]
    public let bids: [OrderBookRow]
    /// "123,456", nil without a book.
    public let totalAskQuantity: String?
    public let totalBidQuantity: String?
    /// During an auction: "71,600 × 12,345"; nil otherwise.
    public let expectedPrice: String?
    /// Where the book came from: "live" (real-time) or "polled" (REST); nil for a feed that says neither.
    public let orderBookSource: String?
    /// Newest first.
    public let trades: [RecentTrade]
    /// Problems to show (feed, chart cache or fetch, order book), sanitised.
    public let notices: [String]
    /// Where the price came from and when (`PriceSourceText`): "socket live · 14:32:05",
    /// "last close · REST snapshot at 19:02:11"; nil before a quote or for a feed that says none.
    public let priceSource: String?
    /// A Nextrade stock's price on each venue and the spread (`VenuePricesText`); nil for other stocks and feeds.
    public let venuePrices: String?

    /// The state of `model` at `now` (which tells today's session from an earlier one); `isTrading` says
    /// whether a venue trades now (a snapshot taken while both are shut is the last close).
    init(_ model: StockDetailLoopState, now: Date, isTrading: Bool = true) {
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
        intradayPrices = model.path.prices
        let pathDay = model.path.date.map { KRXCalendar.koreaDayAndMinute($0).0 }
        intradayTitle = (pathDay.flatMap { $0 == KRXCalendar.koreaDayAndMinute(now).0 ? nil : KoreaTimeText.weekdayDate($0) } ?? "Today") + " (1 min)"
        intradaySlotCount = model.path.slotCount
        reference = quote?.basePrice
        dailyBars = model.dailyBars
        dailyMonthStarts = Self.monthStarts(of: model.dailyBars)
        dailySpan = model.dailySpan
        dailyStyle = model.dailyStyle
        let base = quote?.basePrice
        func rows(_ levels: [OrderBookLevel]) -> [OrderBookRow] {
            levels.map { level in
                let direction: PriceDirection = base.map { level.price > $0 ? .up : level.price < $0 ? .down : .flat } ?? .flat
                return OrderBookRow(price: NumberText.grouped(level.price), direction: direction, quantity: level.quantity, quantityText: NumberText.grouped(level.quantity))
            }
        }
        asks = rows(model.orderBook?.asks ?? [])
        bids = rows(model.orderBook?.bids ?? [])
        totalAskQuantity = model.orderBook.map { NumberText.grouped($0.totalAskQuantity) }
        totalBidQuantity = model.orderBook.map { NumberText.grouped($0.totalBidQuantity) }
        expectedPrice = model.orderBook?.expectedPrice.map { price in
            NumberText.grouped(price) + (model.orderBook?.expectedVolume.map { " × " + NumberText.grouped($0) } ?? "")
        }
        orderBookSource = model.orderBook?.source.map(QuoteSourceText.name)
        priceSource = PriceSourceText.text(source: model.quoteSource, quote: quote, isTrading: isTrading)
        venuePrices = model.venuePrices.map(VenuePricesText.text)
        trades = model.trades
        notices = ([model.feedProblem, model.orderBookProblem].compactMap { $0 } + model.intradayProblems + model.dailyProblems)
            .map(TextSanitizer.sanitize)
    }

    /// The first bar of a month in the daily bars, and the month's short name ("Oct").
    public struct MonthStart: Hashable, Sendable {
        public let index: Int
        public let name: String
    }

    private static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The bars that begin a month (Korea time), after the first bar's own month.
    private static func monthStarts(of bars: [PriceBar]) -> [MonthStart] {
        var starts: [MonthStart] = []
        var previous: Int?
        for (index, bar) in bars.enumerated() {
            let month = MarketSession.koreaCalendar.component(.month, from: bar.start)
            if let previous, previous != month { starts.append(MonthStart(index: index, name: monthNames[(month - 1) % 12])) }
            previous = month
        }
        return starts
    }

    /// The lowest and highest price today's chart must show: the path and the previous close; nil
    /// before either is known.
    public var intradayRange: (low: Int, high: Int)? {
        let prices = intradayPrices.compactMap { $0 } + [reference].compactMap { $0 }
        guard let low = prices.min(), let high = prices.max() else { return nil }
        return (low, high)
    }
}
