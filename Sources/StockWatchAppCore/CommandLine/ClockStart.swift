// `--clock TIME`: the Korea-time moment the simulated market starts at, for demos and tests.

import Domain
import FoundationEssentials

/// When the simulated market's clock starts: a whole moment (`2026-12-25T10:00`) or a time of day
/// today (`10:00`), both Korea time. From there the clock runs at the real pace.
public enum ClockStart: Equatable, Sendable {
    /// That minute after midnight on that day.
    case moment(CalendarDay, minute: Int)
    /// That minute after midnight, on today's date in Korea.
    case timeOfDay(minute: Int)

    /// How `--help` and a refusal describe the value.
    public static let expected = "a Korea time YYYY-MM-DDTHH:MM or HH:MM, e.g. 2026-12-25T10:00"

    /// The start `text` names, or nil for anything else (`25:00`, `2026-02-30T10:00`, `10`).
    public init?(_ text: String) {
        let parts = text.split(separator: "T", omittingEmptySubsequences: false)
        switch parts.count {
        case 1:
            guard let minute = Self.minute(parts[0]) else { return nil }
            self = .timeOfDay(minute: minute)
        case 2:
            guard let day = CalendarDay(String(parts[0])), let minute = Self.minute(parts[1]) else { return nil }
            self = .moment(day, minute: minute)
        default:
            return nil
        }
    }

    /// The instant this start names, reading today's Korea date from `now` for a time of day.
    public func date(now: Date) -> Date {
        switch self {
        case .moment(let day, let minute):
            KoreaTime.date(of: day, minute: minute)
        case .timeOfDay(let minute):
            KoreaTime.date(of: KoreaTime.dayAndMinute(now).0, minute: minute)
        }
    }

    /// Minutes after midnight of exactly `HH:MM` (00:00–23:59), else nil.
    private static func minute(_ text: Substring) -> Int? {
        let fields = text.split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 2, fields.allSatisfy({ $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let hour = Int(fields[0]), let minute = Int(fields[1]), (0..<24).contains(hour), (0..<60).contains(minute)
        else { return nil }
        return hour * 60 + minute
    }
}
