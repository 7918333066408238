// Lot dates: YYYY-MM-DD with real calendar days only, and the Korean day of a moment.

import Domain
import FoundationEssentials
import Testing

@Suite("TradeDate")
struct TradeDateTests {
    @Test("reads real days and writes them back", arguments: ["2026-11-30", "2024-02-29", "2000-02-29", "1999-12-31"])
    func reads(text: String) {
        #expect(TradeDate(text)?.description == text)
    }

    @Test("refuses what is not a real day in that shape", arguments: ["2026-13-01", "2026-11-31", "2025-02-29", "1900-02-29", "2026-1-30", "26-11-30", "2026/11/30", "2026-11-3x", "", "2026-11-30-1"])
    func refuses(text: String) {
        #expect(TradeDate(text) == nil)
    }

    @Test("a moment falls on its Korean day: 15:00 UTC is already the next day in Seoul")
    func koreaDay() {
        let lateEveningUTC = Date(timeIntervalSince1970: 1_796_050_800) // 2026-11-30 15:00 UTC
        #expect(TradeDate(koreaDayOf: lateEveningUTC) == TradeDate("2026-12-01"))
        #expect(TradeDate(koreaDayOf: lateEveningUTC.addingTimeInterval(-1)) == TradeDate("2026-11-30"))
    }

    @Test("months earlier: the same day, the month's last when it is shorter, across a year", arguments: [
        ("2026-12-07", 3, "2026-09-07"), ("2026-05-31", 3, "2026-02-28"), ("2024-05-31", 3, "2024-02-29"), ("2026-01-15", 3, "2025-10-15"),
        ("2026-03-31", 1, "2026-02-28"), ("2026-12-07", 0, "2026-12-07"), ("2026-12-07", 12, "2025-12-07"),
    ])
    func monthsEarlier(day: String, months: Int, earlier: String) throws {
        #expect(try #require(TradeDate(day)).monthsEarlier(months).description == earlier)
    }

    @Test("the next day rolls over a month's end, February's in a leap year, and a year's end", arguments: [
        ("2026-09-07", "2026-09-08"), ("2026-09-30", "2026-10-01"), ("2024-02-28", "2024-02-29"), ("2024-02-29", "2024-03-01"),
        ("2026-02-28", "2026-03-01"), ("2026-12-31", "2027-01-01"),
    ])
    func nextDay(day: String, next: String) throws {
        #expect(try #require(TradeDate(day)).nextDay.description == next)
    }

    @Test("orders by year, then month, then day")
    func order() throws {
        let dates = try ["2026-11-30", "2025-12-31", "2026-01-02"].map { try #require(TradeDate($0)) }
        #expect(dates.sorted().map(\.description) == ["2025-12-31", "2026-01-02", "2026-11-30"])
    }
}
