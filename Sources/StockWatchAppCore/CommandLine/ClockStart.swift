// `--clock TIME`: the Korea-time moment the simulated market starts at, for demos and tests.

import Domain
import FoundationEssentials

/// When the simulated market's clock starts: a whole moment (`2026-12-25T10:00`) or a time of day
/// today (`10:00`), both Korea time, to the second when seconds are given (`15:29:50`). From there the
/// clock runs at the real pace.
public enum ClockStart: Equatable, Sendable {
    /// That second after midnight on that day.
    case moment(CalendarDay, second: Int)
    /// That second after midnight, on today's date in Korea.
    case timeOfDay(second: Int)

    /// How `--help` and a refusal describe the value.
    public static let expected = "a Korea time YYYY-MM-DDTHH:MM[:SS] or HH:MM[:SS], e.g. 2026-12-25T10:00"

    /// The start `text` names, or nil for anything else (`25:00`, `2026-02-30T10:00`, `10`).
    public init?(_ text: String) {
        let parts = text.split(separator: "T", omittingEmptySubsequences: false)
        switch parts.count {
        case 1:
            guard let second = Self.second(parts[0]) else { return nil }
            self = .timeOfDay(second: second)
        case 2:
            guard let day = CalendarDay(String(parts[0])), let second = Self.second(parts[1]) else { return nil }
            self = .moment(day, second: second)
        default:
            return nil
        }
    }

    /// The instant this start names, reading today's Korea date from `now` for a time of day.
    public func date(now: Date) -> Date {
        let (day, second) = switch self {
        case .moment(let day, let second): (day, second)
        case .timeOfDay(let second): (KoreaTime.dayAndMinute(now).0, second)
        }
        return KoreaTime.date(of: day, minute: second / 60).addingTimeInterval(TimeInterval(second % 60))
    }

    /// Seconds after midnight of exactly `HH:MM` or `HH:MM:SS` (00:00–23:59:59), else nil.
    private static func second(_ text: Substring) -> Int? {
        let fields = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(fields.count), fields.allSatisfy({ $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return nil }
        let numbers = fields.compactMap { Int($0) }
        let (hour, minute, second) = (numbers[0], numbers[1], numbers.count == 3 ? numbers[2] : 0)
        guard (0..<24).contains(hour), (0..<60).contains(minute), (0..<60).contains(second) else { return nil }
        return (hour * 60 + minute) * 60 + second
    }
}
