// KRX session phases at the boundary minutes of a regular day, computed in Korea time from absolute instants.

import Domain
import Foundation
import Testing

@Suite("MarketSession")
struct MarketSessionTests {
    /// The instant a Korean wall clock shows `day` `hour`:`minute` in March 2026, built from UTC
    /// (Korea is UTC+9 with no daylight saving) so neither the machine's zone nor Asia/Seoul is used.
    static func koreaTime(day: Int, _ hour: Int, _ minute: Int) -> Date {
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let wallClockAsUTC = utc.date(from: DateComponents(year: 2026, month: 3, day: day, hour: hour, minute: minute))!
        return wallClockAsUTC.addingTimeInterval(-9 * 3600)
    }

    /// Weekends only: these tests are about the hours of a day (2 March 2026 itself was a holiday).
    static let calendar = KRXCalendar(closures: [:])

    static let monday = 2
    static let saturday = 7
    static let sunday = 8

    @Test(
        "weekday boundaries",
        arguments: [
            (8, 29, MarketSession.closed), (8, 30, .preMarketClosePrice), (8, 40, .preOpenAuction), (8, 59, .preOpenAuction),
            (9, 0, .regular), (15, 19, .regular), (15, 20, .closingAuction), (15, 29, .closingAuction), (15, 30, .pause),
            (15, 40, .postMarketClosePrice), (16, 0, .singlePrice), (17, 59, .singlePrice), (18, 0, .closed), (0, 0, .closed),
            (23, 59, .closed),
        ]
    )
    func weekday(hour: Int, minute: Int, expected: MarketSession) {
        #expect(Self.calendar.session(at: Self.koreaTime(day: Self.monday, hour, minute)) == expected)
    }

    @Test("weekends are closed all day", arguments: [saturday, sunday])
    func weekend(day: Int) {
        for hour in [8, 9, 12, 15, 17] {
            #expect(Self.calendar.session(at: Self.koreaTime(day: day, hour, 30)) == .closed)
        }
    }

    @Test("Monday morning in Seoul is still Sunday in UTC, yet the market is open")
    func weekdayIsKoreas() {
        let mondayAuction = Self.koreaTime(day: Self.monday, 8, 40)
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        #expect(utc.component(.weekday, from: mondayAuction) == 1)
        #expect(Self.calendar.session(at: mondayAuction) == .preOpenAuction)
        #expect(Self.calendar.session(at: Self.koreaTime(day: Self.saturday, 8, 59)) == .closed)
    }

    @Test("continuous, close-price and single-price sessions trade; auctions and pauses do not")
    func trading() {
        #expect(MarketSession.allCases.filter(\.isTrading) == [.preMarket, .preMarketClosePrice, .regular, .postMarketClosePrice, .singlePrice, .afterMarket])
        #expect(MarketSession.allCases.filter(\.isContinuous) == [.preMarket, .regular, .afterMarket])
    }
}
