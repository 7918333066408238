// Everything the stock detail view draws, as one value per frame.

import DisplayText
import FoundationEssentials

/// One frame of the detail view, a part per section of the screen: the header's figures as text, the
/// session's path, the daily bars, the order book, recent trades and notices. Figures not known yet are "—".
public struct StockDetailState: Hashable, Sendable {
    public let header: Header
    public let intraday: IntradayChart
    public let daily: DailyChart
    public let book: Book
    /// Newest first.
    public let trades: [RecentTrade]
    /// Problems to show (feed, chart cache or fetch, order book), sanitised.
    public let notices: [String]

    /// The state of `model` at `now` (which tells today's session from an earlier one); `isTrading` says
    /// whether a venue trades now (a snapshot taken while both are shut is the last close).
    init(_ model: StockDetailLoopState, now: Date, isTrading: Bool = true) {
        header = Header(model, isTrading: isTrading)
        intraday = IntradayChart(model, now: now)
        daily = DailyChart(model)
        book = Book(model)
        trades = model.trades
        notices = ([model.feedProblem, model.orderBookProblem].compactMap { $0 } + model.intradayProblems + model.dailyProblems)
            .map(TextSanitizer.sanitize)
    }
}
