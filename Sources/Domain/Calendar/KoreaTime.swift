// Korea Standard Time: the one place the app turns instants into Korea dates and minutes and back.

import FoundationEssentials

/// Korea Standard Time, UTC+9 all year (no daylight saving since 1988). KRX and Nextrade hours, KIS's
/// timestamps and the chart's days are all Korea time; a fixed offset needs no time-zone database (and
/// none of ICU's memory).
public enum KoreaTime {
    /// The offset from UTC in seconds.
    public static let offsetSeconds = 9 * 3600

    /// The offset as a `TimeZone`, for Foundation's date formatting and components.
    public static let timeZone = TimeZone(secondsFromGMT: offsetSeconds)!

    /// A Gregorian calendar in Korea time, whatever the machine's zone.
    public static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }()

    /// The Korea-time date of `date` and the minutes since its midnight.
    public static func dayAndMinute(_ date: Date) -> (CalendarDay, Int) {
        let seconds = Int((date.timeIntervalSince1970).rounded(.down)) + offsetSeconds
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        return (CalendarDay(daysSinceEpoch: days), (seconds - days * 86_400) / 60)
    }

    /// The instant of `minute` after midnight Korea time on `day`.
    public static func date(of day: CalendarDay, minute: Int) -> Date {
        Date(timeIntervalSince1970: TimeInterval(day.daysSinceEpoch * 86_400 + minute * 60 - offsetSeconds))
    }
}
