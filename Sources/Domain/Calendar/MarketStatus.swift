// The exchange at one moment: the phase, its span, why it is closed, and when it next opens.

/// What the header needs to say about one venue at some moment, computed by `KRXCalendar.status(at:venue:)`.
public struct MarketStatus: Hashable, Sendable {
    /// The venue the status is of.
    public let venue: Venue
    /// The Korea-time date of the moment.
    public let day: CalendarDay
    /// What that date is (weekend, holiday, trading day with its hours).
    public let marketDay: MarketDay
    /// The phase now (`.closed` outside the day's phases and on closed days).
    public let session: MarketSession
    /// The current phase's span in minutes after midnight Korea time, nil when closed.
    public let phaseSpan: Range<Int>?
    /// The venue's next opening (first continuous trading of a day) after this moment (today's, if still to come).
    public let nextOpening: MarketOpening
}

/// A venue's opening (its first continuous trading of a day): the day, the minute after midnight (Korea time), its hours.
public struct MarketOpening: Hashable, Sendable {
    public let day: CalendarDay
    /// Minutes after midnight Korea time (KRX 540 = 09:00, 600 = 10:00 on a late opening; NXT 480 = 08:00).
    public let minute: Int
    /// That day's hours (late opening or not).
    public let hours: TradingHours
    /// True when that day's special hours are not confirmed by KRX.
    public let isUncertain: Bool
}
