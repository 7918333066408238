// The KRX calendar: which days trade, with which hours, and what phase the exchange is in at a moment.

import FoundationEssentials

/// The exchange's calendar: weekends, the weekday closures of a holiday table, the late openings (the
/// first trading day of each year the table covers, 수능 day) and each day's session phases. Pure functions of the date,
/// computed in Korea time (UTC+9, no daylight saving), so they are tested on fixed dates.
public struct KRXCalendar: Sendable {
    /// The weekday closures and how certain each is.
    public let closures: [CalendarDay: MarketClosureStatus]
    /// 수능 days (opening 10:00, close 16:30) and how certain each is.
    public let examDays: [CalendarDay: MarketClosureStatus]
    /// The years the closures cover: only there is the first weekday that is not a closure known to be
    /// the year's (late-opening) first trading day; other years have weekends and regular hours only.
    public let coveredYears: Set<Int>

    /// The national college entrance exam (수능) days of 2025–2027: 2025-11-13 was held, 2026-11-19 is
    /// announced, 2027's is the expected mid-November Thursday but not announced yet.
    public static let knownExamDays: [CalendarDay: MarketClosureStatus] = [
        CalendarDay(year: 2025, month: 11, day: 13)!: .observed,
        CalendarDay(year: 2026, month: 11, day: 19)!: .scheduled,
        CalendarDay(year: 2027, month: 11, day: 18)!: .uncertain,
    ]

    /// A calendar closing on `closures` (weekends are always closed), with late openings on `examDays`.
    public init(closures: [CalendarDay: MarketClosureStatus], examDays: [CalendarDay: MarketClosureStatus] = knownExamDays) {
        self.closures = closures
        self.examDays = examDays
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

    /// The phase at `date` (Korea time): auctions, continuous, after-hours, or closed on closed days and
    /// outside the day's hours.
    public func session(at date: Date) -> MarketSession {
        let (day, minute) = Self.koreaDayAndMinute(date)
        return marketDay(day).hours?.phase(atMinute: minute)?.session ?? .closed
    }

    /// The exchange at `date`: the day, the phase and its span, and the next opening of continuous trading.
    public func status(at date: Date) -> MarketStatus {
        let (day, minute) = Self.koreaDayAndMinute(date)
        let today = marketDay(day)
        let phase = today.hours?.phase(atMinute: minute)
        return MarketStatus(
            day: day, marketDay: today, session: phase?.session ?? .closed, phaseSpan: phase?.span,
            nextOpening: nextOpening(after: day, minute: minute)
        )
    }

    /// The first start of continuous trading after `minute` of `day` (that day's own if still to come).
    /// Looks at most a year ahead; the holiday table never closes that long.
    public func nextOpening(after day: CalendarDay, minute: Int) -> MarketOpening {
        var candidate = day
        for _ in 0...366 {
            let marketDay = marketDay(candidate)
            if let hours = marketDay.hours, candidate > day || minute < hours.continuousStart {
                return MarketOpening(day: candidate, minute: hours.continuousStart, hours: hours, isUncertain: marketDay.isUncertain)
            }
            candidate = candidate.adding(days: 1)
        }
        return MarketOpening(day: candidate, minute: TradingHours.regular.continuousStart, hours: .regular, isUncertain: true)
    }

    /// The trading day whose regular session is the latest to have begun at `date` (Korea time): `date`'s
    /// own from its continuous-trading start on, else the trading day before it (before the opening, on a
    /// weekend or a holiday). Looks at most a year back; the holiday table never closes that long.
    public func latestSessionDay(at date: Date) -> CalendarDay {
        let (day, minute) = Self.koreaDayAndMinute(date)
        if let hours = marketDay(day).hours, minute >= hours.continuousStart { return day }
        var candidate = day.adding(days: -1)
        var steps = 0
        while marketDay(candidate).hours == nil, steps < 366 {
            candidate = candidate.adding(days: -1)
            steps += 1
        }
        return candidate
    }

    /// The instant of `minute` after midnight Korea time on `day`.
    public static func date(of day: CalendarDay, minute: Int) -> Date {
        Date(timeIntervalSince1970: TimeInterval(day.daysSinceEpoch * 86_400 + minute * 60 - koreaOffsetSeconds))
    }

    /// Korea Standard Time's offset from UTC: +9 hours all year (no daylight saving since 1988).
    static let koreaOffsetSeconds = 9 * 3600

    /// The Korea-time date of `date` and the minutes since its midnight.
    public static func koreaDayAndMinute(_ date: Date) -> (CalendarDay, Int) {
        let seconds = Int((date.timeIntervalSince1970).rounded(.down)) + koreaOffsetSeconds
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        return (CalendarDay(daysSinceEpoch: days), (seconds - days * 86_400) / 60)
    }
}
