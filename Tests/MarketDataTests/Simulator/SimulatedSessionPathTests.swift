// A made-up regular session: its figures so far are its bars', on the grid, within the limits, from the seed.

import Domain
import Foundation
@testable import MarketData
import Testing

@Suite struct SimulatedSessionPathTests {
    private static let day = Date(timeIntervalSince1970: 1_772_377_200)  // 2026-03-02 00:00 Korea time
    private static let code = StockCode("005930")!

    private static func path(seed: UInt64 = 1, base: Int = 70_000, day: Date = day) -> SimulatedSessionPath {
        SimulatedHistoryGenerator(seed: seed).sessionPath(code: code, basePrice: base, grid: .shares, day: day, meanReversion: 0.3)
    }

    @Test(arguments: [1, 4, 5, 6, 61, 200, 389, 390, 500])
    func theFiguresSoFarAreTheBarsBeforeTheMinute(minute: Int) throws {
        let path = Self.path()
        let bars = path.bars(before: minute)
        let summary = try #require(path.summary(before: minute))
        #expect(bars.count == min(minute, 380), "no trade in the closing auction, 15:20–15:30")
        #expect(summary.open == bars.first?.open)
        #expect(summary.close == bars.last?.close)
        #expect(summary.high == bars.map(\.high).max())
        #expect(summary.low == bars.map(\.low).min())
        #expect(summary.volume == bars.map(\.volume).reduce(0, +))
        #expect(summary.minutes == bars.count)
        #expect(bars.first?.start == Self.day.addingTimeInterval(9 * 3600))
    }

    @Test func everyPriceIsOnTheGridWithinTheDaysLimitsAndEveryTradingMinuteTrades() {
        for base in [1_234, 70_000, 412_000] {
            let limits = KRXPriceGrid.shares.dailyLimits(base: base)
            for bar in Self.path(base: base).bars(before: 390) {
                for price in [bar.open, bar.high, bar.low, bar.close] {
                    #expect(price >= limits.lower && price <= limits.upper)
                    #expect(KRXPriceGrid.shares.isOnGrid(price) || price == limits.lower || price == limits.upper)
                }
                #expect(bar.volume > 0)
            }
        }
    }

    /// Minutes after 08:00 at each of Nextrade's boundaries: 08:01, 08:50, 09:00, 09:01, 15:20, 15:30, 15:31, 20:00.
    @Test(arguments: [1, 50, 60, 61, 440, 450, 451, 720])
    func aNextradeDaySummaryAgreesWithItsBarsAndSaysEachVenuesLastPrice(minute: Int) throws {
        let path = SimulatedHistoryGenerator(seed: 1, calendar: KRXCalendar(closures: [:])).sessionPath(
            code: Self.code, basePrice: 70_000, grid: .shares, day: Self.day, meanReversion: 0.3, nextrade: true
        )
        let bars = path.bars(before: minute)
        let summary = try #require(path.summary(before: minute))
        #expect(path.sessionMinutes == 720)
        #expect(bars.first?.start == Self.day.addingTimeInterval(8 * 3600))
        #expect(summary.close == bars.last?.close && summary.high == bars.map(\.high).max() && summary.low == bars.map(\.low).min())
        let krxBars = bars.filter { KoreaTime.dayAndMinute($0.start).1 < 15 * 60 + 30 }
        #expect(summary.krxClose == (minute > 60 ? krxBars.last?.close : nil), "KRX trades 09:00–15:30")
        let preMarketClose = bars.last { KoreaTime.dayAndMinute($0.start).1 < 9 * 60 }?.close
        #expect(summary.nxtClose == (minute > 60 && minute <= 450 ? preMarketClose : summary.close), "Nextrade's last trade: the pre-market's within KRX's hours")
        #expect(summary.lastVenue == (minute > 60 && minute <= 450 ? .krx : .nxt), "outside KRX's hours the last trade is Nextrade's")
    }

    /// Issue 30's finding: the replayed Nextrade day traded through Nextrade's pauses (08:50–09:00 and
    /// 15:20–15:30, while KRX holds its auctions), which the live exchange never does.
    @Test func aNextradeDayHasNoTradeInNextradesPausesAndItsPriceStandsThrough() throws {
        let path = SimulatedHistoryGenerator(seed: 1, calendar: KRXCalendar(closures: [:])).sessionPath(
            code: Self.code, basePrice: 70_000, grid: .shares, day: Self.day, meanReversion: 0.3, nextrade: true
        )
        let minutes = path.bars(before: 720).map { KoreaTime.dayAndMinute($0.start).1 }
        let pauses = [(8 * 60 + 50)..<(9 * 60), (15 * 60 + 20)..<(15 * 60 + 30)]
        #expect(minutes.filter { minute in pauses.contains { $0.contains(minute) } }.isEmpty)
        #expect(minutes.count == 700)
        for (start, end) in [(50, 60), (440, 450)] {
            let before = try #require(path.summary(before: start)), after = try #require(path.summary(before: end))
            #expect(after.close == before.close && after.volume == before.volume && after.minutes == before.minutes)
            #expect(path.price(atMinute: end) == path.price(atMinute: start))
        }
    }

    @Test func nothingHasTradedBeforeNineOClock() {
        #expect(Self.path().summary(before: 0) == nil)
        #expect(Self.path().bars(before: 0).isEmpty)
    }

    @Test func theSameSeedAndDayGiveTheSameSessionAndAnotherSeedOrDayAnother() {
        #expect(Self.path(seed: 7) == Self.path(seed: 7))
        #expect(Self.path(seed: 7).bars(before: 390) != Self.path(seed: 8).bars(before: 390))
        let nextDay = Self.day.addingTimeInterval(86_400)
        #expect(Self.path(day: nextDay).bars(before: 390).map(\.close) != Self.path().bars(before: 390).map(\.close))
    }
}
