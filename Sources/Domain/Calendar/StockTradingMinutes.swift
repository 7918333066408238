// The minutes one stock trades on each day: KRX's hours, Nextrade's too for a stock the feed follows there.

/// One stock's trading minutes on any day (`KRXCalendar.tradingMinutes(on:nextrade:)`), a value a view
/// keeps: today's chart spans the minutes of the day it shows.
public struct StockTradingMinutes: Sendable {
    public let calendar: KRXCalendar
    /// True when the stock's quotes include Nextrade's trades (08:00–20:00).
    public let nextrade: Bool

    public init(calendar: KRXCalendar, nextrade: Bool) {
        self.calendar = calendar
        self.nextrade = nextrade
    }

    /// The minutes after midnight (Korea time) the stock trades on `day`; a regular day's on a day the
    /// calendar closes (a closed day's trades, if any, are still placed on that day's clock).
    public func on(_ day: CalendarDay) -> Range<Int> {
        calendar.tradingMinutes(on: day, nextrade: nextrade)
            ?? calendar.sessions.tradingMinutes(on: .regular, nextrade: nextrade)
            ?? TradingHours.regular.continuousStart..<TradingHours.regular.close
    }

    /// The minutes of `on(day)` in which the stock can trade (`SessionTable.continuousMinutes(on:nextrade:)`):
    /// without the auctions and Nextrade's pauses; a regular day's on a day the calendar closes.
    public func continuous(on day: CalendarDay) -> [Range<Int>] {
        calendar.sessions.continuousMinutes(on: calendar.marketDay(day).hours?.kind ?? .regular, nextrade: nextrade)
    }
}
