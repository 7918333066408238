// A calendar day in Korea time (YYYY-MM-DD), as a lot's purchase date is written.

import DisplayText
import FoundationEssentials

/// A day on the Korean calendar, e.g. 2026-11-30: the date a lot was bought (매수일).
public struct TradeDate: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// The date written `YYYY-MM-DD` (a real calendar day), or nil.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              (1...12).contains(month), (1...Self.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    private init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The Korean calendar day `date` falls on.
    public init(koreaDayOf date: Date) {
        let parts = KoreaTime.calendar.dateComponents([.year, .month, .day], from: date)
        year = parts.year ?? 1970
        month = parts.month ?? 1
        day = parts.day ?? 1
    }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = TradeDate(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\"\(text)\" is not a date (YYYY-MM-DD)"))
        }
        self = date
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// "2026-11-30".
    public var description: String {
        "\(FixedPointText.zeroPadded(year, width: 4))-\(FixedPointText.zeroPadded(month, width: 2))-\(FixedPointText.zeroPadded(day, width: 2))"
    }

    /// The same day `months` calendar months earlier, the month's last day when it is shorter
    /// (2026-05-31 three months earlier is 2026-02-28).
    public func monthsEarlier(_ months: Int) -> TradeDate {
        let index = year * 12 + (month - 1) - months
        let (earlierYear, earlierMonth) = (index / 12, index % 12 + 1)
        return TradeDate(year: earlierYear, month: earlierMonth, day: min(day, Self.daysIn(month: earlierMonth, year: earlierYear)))
    }

    /// The calendar day after this one (2026-12-31 → 2027-01-01).
    public var nextDay: TradeDate {
        if day < Self.daysIn(month: month, year: year) { return TradeDate(year: year, month: month, day: day + 1) }
        return month < 12 ? TradeDate(year: year, month: month + 1, day: 1) : TradeDate(year: year + 1, month: 1, day: 1)
    }

    public static func < (lhs: TradeDate, rhs: TradeDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}

extension Character {
    /// True for 0-9 only (not other scripts' digits).
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
