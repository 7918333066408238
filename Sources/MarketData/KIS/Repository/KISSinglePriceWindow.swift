// When a KRX row's price may be a later after-hours single-price trade (시간외 단일가) than its regular close.

import Domain
import FoundationEssentials

/// The trading day whose single-price session (16:00–18:00; 17:00–19:00 on 수능 day) has begun and whose
/// prices still stand: from the session's start until KRX's first phase of the next trading day (08:30,
/// the pre-market close-price trades), on closed days in between too. Outside it (a trading day before the
/// session, or a day whose table has no single-price session, as with KRX's planned after-market) there
/// is none. Pure: a function of the moment and the calendar's `SessionTable`.
struct KISSinglePriceWindow: Equatable, Sendable {
    /// The trading day of the session.
    let day: CalendarDay
    /// The session in minutes after that day's midnight (Korea time).
    let session: Range<Int>

    /// The window `date` (any instant) is in, nil outside every window.
    init?(at date: Date, calendar: KRXCalendar) {
        let (today, minute) = KoreaTime.dayAndMinute(date)
        if let kind = calendar.marketDay(today).hours?.kind {
            if let session = Self.session(on: kind, calendar), minute >= session.lowerBound {
                self.init(day: today, session: session)
                return
            }
            let firstPhase = calendar.sessions.spans(of: .krx, on: kind).first?.minutes.lowerBound ?? 0
            guard minute < firstPhase else { return nil }
        }
        let day = calendar.tradingDay(before: today)
        guard let kind = calendar.marketDay(day).hours?.kind, let session = Self.session(on: kind, calendar) else { return nil }
        self.init(day: day, session: session)
    }

    init(day: CalendarDay, session: Range<Int>) {
        self.day = day
        self.session = session
    }

    /// KRX's single-price session on a day of `kind`, nil when the table has none.
    private static func session(on kind: TradingHours.Kind, _ calendar: KRXCalendar) -> Range<Int>? {
        calendar.sessions.spans(of: .krx, on: kind).first { $0.session == .singlePrice }?.minutes
    }

    /// True when a match at `seconds` after midnight falls in the session, its last match at the very end
    /// (18:00:00) included.
    func sessionContains(secondsAfterMidnight seconds: Int) -> Bool {
        (session.lowerBound * 60...session.upperBound * 60).contains(seconds)
    }

    /// Minutes between two matches of the session: KRX matches the orders collected every ten minutes,
    /// the first ten minutes after the session opens, the last at its end.
    static let matchInterval = 10

    /// The session's first match after `date` (nil when none is left): a single-price answer read at
    /// `date` is out of date from then on.
    func nextMatch(after date: Date) -> Date? {
        let start = time(ofSecondsAfterMidnight: session.lowerBound * 60)
        let elapsedMinutes = max(0, Int((date.timeIntervalSince(start) / 60).rounded(.down)))
        let minute = session.lowerBound + (elapsedMinutes / Self.matchInterval + 1) * Self.matchInterval
        return minute <= session.upperBound ? time(ofSecondsAfterMidnight: minute * 60) : nil
    }

    /// The instant of `seconds` after midnight (Korea time) on the session's day.
    func time(ofSecondsAfterMidnight seconds: Int) -> Date {
        KoreaTime.date(of: day, minute: 0).addingTimeInterval(TimeInterval(seconds))
    }
}
