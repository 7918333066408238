// The exchange at one moment: the phase, its span, why it is closed, and when it next opens.

/// What the header needs to say about KRX at some moment, computed by `KRXCalendar.status(at:)`.
public struct MarketStatus: Hashable, Sendable {
    /// The Korea-time date of the moment.
    public let day: CalendarDay
    /// What that date is (weekend, holiday, trading day with its hours).
    public let marketDay: MarketDay
    /// The phase now (`.closed` outside the day's phases and on closed days).
    public let session: MarketSession
    /// The current phase's span in minutes after midnight Korea time, nil when closed.
    public let phaseSpan: Range<Int>?
    /// The next start of continuous trading after this moment (today's, if it is still to come).
    public let nextOpening: MarketOpening
}

/// A start of continuous trading: the day, the minute after midnight (Korea time), and its hours.
public struct MarketOpening: Hashable, Sendable {
    public let day: CalendarDay
    /// Minutes after midnight Korea time (540 = 09:00, 600 = 10:00 on a late opening).
    public let minute: Int
    /// That day's hours (late opening or not).
    public let hours: TradingHours
    /// True when that day's special hours are not confirmed by KRX.
    public let isUncertain: Bool
}
