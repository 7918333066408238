// The KRX calendar: which days trade, with which hours, and what phase the exchange is in at a moment.

import FoundationEssentials

/// The exchange's calendar: weekends, the weekday closures of a holiday table, the late openings (the
/// first trading day of each year the table covers, 수능 day) and each venue's phases on each day (KRX and
/// Nextrade close on the same days; their hours are `sessions`). Pure functions of the date, computed in
/// Korea time (UTC+9, no daylight saving), so they are tested on fixed dates.
public struct KRXCalendar: Sendable {
    /// The weekday closures and how certain each is.
    public let closures: [CalendarDay: MarketClosureStatus]
    /// 수능 days (opening 10:00, close 16:30) and how certain each is.
    public let examDays: [CalendarDay: MarketClosureStatus]
    /// The years the closures cover: only there is the first weekday that is not a closure known to be
    /// the year's (late-opening) first trading day; other years have weekends and regular hours only.
    public let coveredYears: Set<Int>
    /// Each venue's phases on each kind of trading day.
    public let sessions: SessionTable

    /// The national college entrance exam (수능) days of 2025–2027: 2025-11-13 was held, 2026-11-19 is
    /// announced, 2027's is the expected mid-November Thursday but not announced yet.
    public static let knownExamDays: [CalendarDay: MarketClosureStatus] = [
        CalendarDay(year: 2025, month: 11, day: 13)!: .observed,
        CalendarDay(year: 2026, month: 11, day: 19)!: .scheduled,
        CalendarDay(year: 2027, month: 11, day: 18)!: .uncertain,
    ]

    /// A calendar closing on `closures` (weekends are always closed), with late openings on `examDays` and
    /// each venue's phases from `sessions`.
    public init(
        closures: [CalendarDay: MarketClosureStatus], examDays: [CalendarDay: MarketClosureStatus] = knownExamDays,
        sessions: SessionTable = .standard
    ) {
        self.closures = closures
        self.examDays = examDays
        self.sessions = sessions
        coveredYears = Set(closures.keys.map(\.year))
    }

    /// What `day` is: weekend, holiday, or a trading day with its hours.
    public func marketDay(_ day: CalendarDay) -> MarketDay {
        if day.isWeekend { return .weekend }
        if let status = closures[day] { return .holiday(status) }
        if let status = examDays[day] { return .trading(.collegeEntranceExam, uncertain: status == .uncertain) }
        if isFirstTradingDayOfYear(day) { return .trading(.firstTradingDayOfYear, uncertain: false) }
        return .trading(.regular, uncertain: false)
    }

    /// True when no weekday of `day`'s year before it trades (1-2 January 2026 → 2 January opens late),
    /// in a year the closures cover.
    private func isFirstTradingDayOfYear(_ day: CalendarDay) -> Bool {
        guard day.month == 1, coveredYears.contains(day.year) else { return false }
        var earlier = CalendarDay(year: day.year, month: 1, day: 1)!
        while earlier < day {
            if !earlier.isWeekend, closures[earlier] == nil { return false }
            earlier = earlier.adding(days: 1)
        }
        return true
    }

    /// `venue`'s phase at `date` (Korea time), `.closed` on closed days and outside the day's hours. The
    /// unified price trades when either exchange does: KRX's phase while KRX trades, else Nextrade's.
    public func session(at date: Date, venue: Venue = .krx) -> MarketSession {
        let (day, minute) = KoreaTime.dayAndMinute(date)
        return phase(of: venue, on: marketDay(day), atMinute: minute)?.session ?? .closed
    }

    /// Both exchanges' phases at `date`: one day lookup for every stock of a minute.
    public func venueSessions(at date: Date) -> VenueSessions {
        let (day, minute) = KoreaTime.dayAndMinute(date)
        let today = marketDay(day)
        return VenueSessions(
            krx: phase(of: .krx, on: today, atMinute: minute)?.session ?? .closed,
            nxt: phase(of: .nxt, on: today, atMinute: minute)?.session ?? .closed
        )
    }

    /// The minutes (after midnight, Korea time) a stock trades on `day`, Nextrade's hours included when
    /// `nextrade` (`SessionTable.tradingMinutes(on:nextrade:)`): what today's chart spans; nil on a closed day.
    public func tradingMinutes(on day: CalendarDay, nextrade: Bool) -> Range<Int>? {
        marketDay(day).hours.flatMap { sessions.tradingMinutes(on: $0.kind, nextrade: nextrade) }
    }

    /// `venue` at `date`: the day, the phase and its span, and the venue's next opening.
    public func status(at date: Date, venue: Venue = .krx) -> MarketStatus {
        let (day, minute) = KoreaTime.dayAndMinute(date)
        let today = marketDay(day)
        let phase = phase(of: venue, on: today, atMinute: minute)
        return MarketStatus(
            venue: venue, day: day, marketDay: today, session: phase?.session ?? .closed, phaseSpan: phase?.minutes,
            nextOpening: nextOpening(after: day, minute: minute, venue: venue)
        )
    }

    /// KRX and Nextrade at `date`.
    public func statuses(at date: Date) -> VenueStatuses {
        VenueStatuses(krx: status(at: date, venue: .krx), nxt: status(at: date, venue: .nxt))
    }

    /// `venue`'s phase at `minute` of `day`, nil when it is closed.
    private func phase(of venue: Venue, on day: MarketDay, atMinute minute: Int) -> SessionTable.Span? {
        guard let kind = day.hours?.kind else { return nil }
        guard venue == .unified else { return sessions.span(of: venue, on: kind, atMinute: minute) }
        let krx = sessions.span(of: .krx, on: kind, atMinute: minute)
        if let krx, krx.session.isTrading { return krx }
        return sessions.span(of: .nxt, on: kind, atMinute: minute) ?? krx
    }

    /// The first opening of `venue` (its first continuous trading of a day) after `minute` of `day`, that
    /// day's own if still to come; the earlier exchange's for the unified price. Looks at most a year ahead;
    /// the holiday table never closes that long.
    public func nextOpening(after day: CalendarDay, minute: Int, venue: Venue = .krx) -> MarketOpening {
        var candidate = day
        for _ in 0...366 {
            let marketDay = marketDay(candidate)
            if let hours = marketDay.hours, let start = opening(of: venue, on: hours.kind), candidate > day || minute < start {
                return MarketOpening(day: candidate, minute: start, hours: hours, isUncertain: marketDay.isUncertain)
            }
            candidate = candidate.adding(days: 1)
        }
        return MarketOpening(day: candidate, minute: TradingHours.regular.continuousStart, hours: .regular, isUncertain: true)
    }

    private func opening(of venue: Venue, on kind: TradingHours.Kind) -> Int? {
        guard venue == .unified else { return sessions.opening(of: venue, on: kind) }
        return Venue.exchanges.compactMap { sessions.opening(of: $0, on: kind) }.min()
    }

    /// The trading day whose regular session is the latest to have begun at `date` (Korea time): `date`'s
    /// own from its continuous-trading start on, else the trading day before it (before the opening, on a
    /// weekend or a holiday). Looks at most a year back; the holiday table never closes that long.
    public func latestSessionDay(at date: Date) -> CalendarDay {
        let (day, minute) = KoreaTime.dayAndMinute(date)
        if let hours = marketDay(day).hours, minute >= hours.continuousStart { return day }
        return tradingDay(before: day)
    }

    /// The last trading day before `day`. Looks at most a year back (the day a year back when none is
    /// found); the holiday table never closes that long.
    public func tradingDay(before day: CalendarDay) -> CalendarDay {
        var candidate = day.adding(days: -1)
        var steps = 0
        while marketDay(candidate).hours == nil, steps < 366 {
            candidate = candidate.adding(days: -1)
            steps += 1
        }
        return candidate
    }
}
