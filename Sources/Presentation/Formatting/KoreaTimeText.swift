// Wall-clock times in Korea time, whatever the machine's zone: the header clock, "last update 14:32:05",
// the time stamps of `--once` reports.

import DisplayText
import Domain
import FoundationEssentials

/// Formats moments as KRX traders read them, on a Korean wall clock, without locale or ICU formatters.
public enum KoreaTimeText {
    /// "14:32:05" in Korea time.
    public static func clock(_ date: Date) -> String {
        let parts = components(of: date)
        return time(parts)
    }

    /// "2026-11-29": the Korea date.
    public static func date(_ date: Date) -> String {
        day(components(of: date))
    }

    /// "2026-11-29 14:32:05" in Korea time.
    public static func dateTime(_ date: Date) -> String {
        let parts = components(of: date)
        return day(parts) + " " + time(parts)
    }

    /// "2026-11-29T14:32:05+09:00": ISO 8601 with Korea's offset.
    public static func timestamp(_ date: Date) -> String {
        let parts = components(of: date)
        return day(parts) + "T" + time(parts) + "+09:00"
    }

    /// "Mon 12-28": a Korean calendar day with its weekday.
    public static func weekdayDate(_ day: CalendarDay) -> String {
        weekdayNames[day.isoWeekday - 1] + " " + FixedPointText.zeroPadded(day.month, width: 2) + "-" + FixedPointText.zeroPadded(day.day, width: 2)
    }

    private static let weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    private static func components(of date: Date) -> DateComponents {
        KoreaTime.calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    }

    private static func day(_ parts: DateComponents) -> String {
        FixedPointText.zeroPadded(parts.year ?? 0, width: 4) + "-" + FixedPointText.zeroPadded(parts.month ?? 0, width: 2) + "-"
            + FixedPointText.zeroPadded(parts.day ?? 0, width: 2)
    }

    private static func time(_ parts: DateComponents) -> String {
        [parts.hour, parts.minute, parts.second].map { FixedPointText.zeroPadded($0 ?? 0, width: 2) }.joined(separator: ":")
    }
}
