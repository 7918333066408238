// The detail view's whole state inside its view model, and how quotes, bars, the book and keys change it.

import Domain
import FoundationEssentials

/// What `StockDetailViewModel`'s update loop keeps for one stock: the last quote, today's path, the
/// daily bars of the chosen span, the order book, recent trades and what went wrong.
struct StockDetailLoopState: Sendable {
    /// How many recent trades are kept.
    static let tradesKept = 60

    let code: StockCode
    let stock: Stock?
    /// The minutes the stock trades on each day; nil for KRX's 09:00–15:30 every day.
    let tradingMinutes: StockTradingMinutes?
    var quote: Quote?
    /// Today's minute path over the day's trading minutes: from the intraday bars once they answered, else
    /// grown from quotes.
    var path = SessionPath(interval: .minute)
    /// True once the intraday use case gave bars: it extends them with ticks itself from then on.
    var pathFromBars = false
    var dailyBars: [PriceBar] = []
    var dailySpan = DailySpan.threeMonths
    var dailyStyle = DailyChartStyle.candles
    var orderBook: OrderBook?
    /// Newest first.
    var trades: [RecentTrade] = []
    /// The day's running volume at the last quote, to tell how many shares a quote's trade moved.
    var lastVolume: Int?
    var feedProblem: String?
    var intradayProblems: [String] = []
    var dailyProblems: [String] = []
    var orderBookProblem: String?
    /// Where the feed says the stock's quotes come from now; nil for a feed that says none.
    var quoteSource: QuoteSource?
    /// KRX's and Nextrade's own prices, for a Nextrade stock on a feed that has them.
    var venuePrices: VenuePrices?

    init(code: StockCode, stock: Stock?, tradingMinutes: StockTradingMinutes? = nil) {
        self.code = code
        self.stock = stock
        self.tradingMinutes = tradingMinutes
    }

    /// The minutes the stock trades on `day`: what the path of that day spans.
    func minutes(of day: CalendarDay) -> Range<Int> {
        tradingMinutes?.on(day) ?? SessionPath.krxMainMarket
    }

    /// Takes one event of the stock's feed: a quote updates the header, the path (unless bars drive
    /// it) and, when volume grew, the trades.
    mutating func apply(_ event: QuoteFeedEvent) {
        switch event {
        case .failure(let failure):
            feedProblem = failure.message
        case .quote(let quote):
            feedProblem = nil
            if let lastVolume, quote.volume > lastVolume {
                let trade = RecentTrade(
                    time: KoreaTimeText.clock(quote.time),
                    price: NumberText.grouped(quote.price),
                    quantity: NumberText.grouped(quote.volume - lastVolume),
                    direction: PriceDirection(quote.sign)
                )
                trades.insert(trade, at: 0)
                if trades.count > Self.tradesKept { trades.removeLast() }
            }
            lastVolume = quote.volume
            self.quote = quote
            // A trade marked with one venue moves that venue's price at once (the line is asked again every 10 s).
            if let prices = venuePrices {
                switch quote.venue {
                case .krx: venuePrices = VenuePrices(krx: quote, nxt: prices.nxt)
                case .nxt: venuePrices = VenuePrices(krx: prices.krx, nxt: quote)
                case .unified: break
                }
            }
            if !pathFromBars { path.record(quote.price, at: quote.time, minutesOfDay: minutes(of:)) }
        }
    }

    /// Takes today's minute bars.
    mutating func apply(intraday loaded: LoadedPriceBars) {
        intradayProblems = loaded.problems
        guard !loaded.bars.isEmpty || loaded.isComplete else { return }
        path = SessionPath(bars: loaded.bars, interval: .minute, minutesOfDay: minutes(of:))
        pathFromBars = true
    }

    /// Takes daily bars loaded for `span` (ignored when another span has been chosen since).
    mutating func apply(daily loaded: LoadedPriceBars, for span: DailySpan) {
        guard span == dailySpan else { return }
        dailyBars = loaded.bars
        dailyProblems = loaded.problems
    }

    mutating func apply(_ book: OrderBook) {
        orderBook = book
        orderBookProblem = nil
    }
}
