// The minutes a stock trades on each day on this feed, for the span of today's chart.

/// Says which minutes of a day a stock's quotes can come from on this feed.
public protocol StockTradingMinutesUseCase {
    /// `code`'s trading minutes on each day: KRX's, and Nextrade's too when the feed prices it there.
    func execute(code: StockCode) -> StockTradingMinutes
}

/// Asks the calendar for the hours and the feed's `VenueQuoteRepository` whether its quotes of the stock include
/// Nextrade's (`tradesOnNextrade`; a paper account, or `--venue krx`, does not: its quotes stop at KRX's close).
public final class DefaultStockTradingMinutesUseCase: StockTradingMinutesUseCase {
    private let calendar: KRXCalendar
    private let venues: VenueQuoteRepository?

    /// - Parameter venues: Nil for a feed with KRX's prices alone.
    public init(calendar: KRXCalendar, venues: VenueQuoteRepository?) {
        self.calendar = calendar
        self.venues = venues
    }

    public func execute(code: StockCode) -> StockTradingMinutes {
        StockTradingMinutes(calendar: calendar, nextrade: venues?.tradesOnNextrade(code) ?? false)
    }
}
