// The watchlist's row table alone: a new row's source mark, ageing, and when flashes end.

import Domain
import DomainTestDoubles
import Foundation
@testable import Presentation
import Testing

@Suite("WatchlistRowTable")
struct WatchlistRowTableTests {
    private static let code = StockCode("005930")!
    private static let start = Date(timeIntervalSince1970: 1_000)

    private static func row(price: Int) -> WatchlistQuoteRow {
        WatchlistQuoteRow(code: code, stock: nil, storedName: "삼성전자", quote: .of(code, price: price, base: 70_000))
    }

    @Test("a row made after the feed named its source starts with that source")
    func newRowTakesTheFeedsSource() {
        var table = WatchlistRowTable(staleAfter: 10, flashDuration: 0.5)
        _ = table.take(Self.row(price: 70_000), at: Self.start, quoted: true, feedSources: [Self.code: .live])
        #expect(table[Self.code]?.source == .live)
        _ = table.take(Self.row(price: 70_100), at: Self.start, quoted: true, feedSources: [Self.code: .polled])
        #expect(table[Self.code]?.source == .live, "only a new row takes the source; a status marks existing rows")
        table.mark([Self.code: .polled])
        #expect(table[Self.code]?.source == .polled)
    }

    @Test("one pass ends flashes at a time: the first flash schedules it, later ones wait for it")
    func oneFlashPassAtATime() {
        var table = WatchlistRowTable(staleAfter: 10, flashDuration: 0.5)
        let first = table.take(Self.row(price: 70_000), at: Self.start, quoted: true, feedSources: [:])
        #expect(first == nil, "a first quote does not flash")
        let changed = table.take(Self.row(price: 70_100), at: Self.start.addingTimeInterval(1), quoted: true, feedSources: [:])
        #expect(changed == 0.5)
        #expect(table.isFlashExpiryPending)
        let changedAgain = table.take(Self.row(price: 70_200), at: Self.start.addingTimeInterval(1.2), quoted: true, feedSources: [:])
        #expect(changedAgain == nil)
    }

    @Test("a pass ends the flashes that lasted their time and schedules the next no sooner than a step")
    func flashPassEndsAndReschedules() {
        var table = WatchlistRowTable(staleAfter: 10, flashDuration: 0.5)
        _ = table.take(Self.row(price: 70_000), at: Self.start, quoted: true, feedSources: [:])
        _ = table.take(Self.row(price: 70_100), at: Self.start.addingTimeInterval(1), quoted: true, feedSources: [:])
        let early = table.expireFlashes(at: Self.start.addingTimeInterval(1.4))
        #expect(early == WatchlistRowTable.flashExpiryStep)
        #expect(table[Self.code]?.flash != nil)
        let due = table.expireFlashes(at: Self.start.addingTimeInterval(1.5))
        #expect(due == nil)
        #expect(table[Self.code]?.flash == nil)
        #expect(!table.isFlashExpiryPending)
    }

    @Test("a row without a quote for staleAfter seconds goes stale on the clock's tick")
    func ageing() {
        var table = WatchlistRowTable(staleAfter: 10, flashDuration: 0.5)
        _ = table.take(Self.row(price: 70_000), at: Self.start, quoted: true, feedSources: [:])
        table.age(at: Self.start.addingTimeInterval(9), trading: Self.everyStockTrades)
        #expect(table[Self.code]?.isStale == false)
        table.age(at: Self.start.addingTimeInterval(10), trading: Self.everyStockTrades)
        #expect(table[Self.code]?.isStale == true)
    }

    @Test("the feed sending a row's quote again (a poll while nothing traded) makes the row fresh; a renaming does not")
    func aQuoteSentAgainResetsTheAge() {
        var table = WatchlistRowTable(staleAfter: 10, flashDuration: 0.5)
        _ = table.take(Self.row(price: 70_000), at: Self.start, quoted: true, feedSources: [:])
        _ = table.take(Self.row(price: 70_000), at: Self.start.addingTimeInterval(8), quoted: true, feedSources: [:])
        table.age(at: Self.start.addingTimeInterval(12), trading: Self.everyStockTrades)
        #expect(table[Self.code]?.isStale == false)
        #expect(table[Self.code]?.age == "4s")
        _ = table.take(Self.row(price: 70_000), at: Self.start.addingTimeInterval(13), quoted: false, feedSources: [:])
        table.age(at: Self.start.addingTimeInterval(18), trading: Self.everyStockTrades)
        #expect(table[Self.code]?.isStale == true)
        #expect(table[Self.code]?.age == "10s")
    }

    // MARK: Only a stock that trades continuously now can go stale

    private static let kakao = StockCode("035720")!
    private static var everyStockTrades: ContinuousTrading { ContinuousTrading(everyStock: true, nextradeStocks: true, followsNextrade: { _ in false }) }
    /// New Year's Day 2027 closed, so 2027-01-04 (a Monday) is the year's first trading day: KRX and Nextrade open at 10:00.
    private static let calendar = KRXCalendar(closures: [CalendarDay("2027-01-01")!: .scheduled])

    /// The trading at `minute` (after midnight, Korea time) of `day`, on a feed that follows 005930 on Nextrade.
    private static func trading(_ day: String, minute: Int, feedHours: FeedHours = .exchange) -> ContinuousTrading {
        let date = KoreaTime.date(of: CalendarDay(day)!, minute: minute)
        return ContinuousTrading(calendar.statuses(at: date), feedHours: feedHours, followsNextrade: { $0 == code })
    }

    /// A table with a quote of 005930 (on Nextrade too) and of 035720 (KRX alone) at `time`.
    private static func table(quotedAt time: Date) -> WatchlistRowTable {
        var table = WatchlistRowTable(staleAfter: 30, flashDuration: 0.5)
        _ = table.take(row(price: 70_000), at: time, quoted: true, feedSources: [:])
        _ = table.take(
            WatchlistQuoteRow(code: kakao, stock: nil, storedName: "카카오", quote: .of(kakao, price: 40_000, base: 40_000)), at: time, quoted: true,
            feedSources: [:]
        )
        return table
    }

    /// Ages `table` once a second through the `minutes` of `day`, and says whether each row was ever stale.
    private static func ageEverySecond(
        _ table: inout WatchlistRowTable, _ day: String, minutes: Range<Int>, feedHours: FeedHours = .exchange
    ) -> (nextrade: Bool, krxOnly: Bool) {
        var stale = (nextrade: false, krxOnly: false)
        for second in minutes.lowerBound * 60..<minutes.upperBound * 60 {
            let time = KoreaTime.date(of: CalendarDay(day)!, minute: 0).addingTimeInterval(TimeInterval(second))
            table.age(at: time, trading: trading(day, minute: second / 60, feedHours: feedHours))
            stale.nextrade = stale.nextrade || table[code]?.isStale == true
            stale.krxOnly = stale.krxOnly || table[kakao]?.isStale == true
        }
        return stale
    }

    @Test("after KRX's close a KRX-only row is never stale, while a row Nextrade trades goes stale in its after-market")
    func aKRXOnlyRowAfterTheCloseIsNotStale() {
        let friday = "2026-12-04"
        var table = Self.table(quotedAt: KoreaTime.date(of: CalendarDay(friday)!, minute: 15 * 60 + 30))
        let stale = Self.ageEverySecond(&table, friday, minutes: 15 * 60 + 30..<17 * 60)
        #expect(!stale.krxOnly)
        #expect(stale.nextrade)
        #expect(table[Self.kakao]?.age == "1h 29m", "the age still counts; only the stale mark waits for trading")
    }

    @Test("no row is stale in the auctions, Nextrade's pauses, before a late opening or at night; both are after trading resumes")
    func noRowIsStaleWhileItsVenuesDoNotTrade() {
        let friday = "2026-12-04"
        for (day, minutes) in [(friday, 8 * 60 + 50..<9 * 60), (friday, 15 * 60 + 20..<15 * 60 + 30), (friday, 20 * 60..<21 * 60 + 30), ("2027-01-04", 9 * 60..<10 * 60)] {
            var table = Self.table(quotedAt: KoreaTime.date(of: CalendarDay(day)!, minute: minutes.lowerBound))
            let stale = Self.ageEverySecond(&table, day, minutes: minutes)
            #expect(!stale.nextrade && !stale.krxOnly, "\(day) minutes \(minutes)")
        }
        var krxOnlyAuction = Self.table(quotedAt: KoreaTime.date(of: CalendarDay(friday)!, minute: 8 * 60 + 40))
        let auction = Self.ageEverySecond(&krxOnlyAuction, friday, minutes: 8 * 60 + 40..<9 * 60)
        #expect(!auction.krxOnly, "KRX's opening auction (Nextrade's pre-market still trades until 08:50)")
        var table = Self.table(quotedAt: KoreaTime.date(of: CalendarDay(friday)!, minute: 8 * 60 + 20))
        let before = Self.ageEverySecond(&table, friday, minutes: 8 * 60 + 20..<9 * 60)
        #expect(!before.krxOnly, "08:20–09:00: KRX has no continuous trading yet")
        #expect(before.nextrade, "Nextrade's pre-market trades until 08:50")
        let resumed = Self.ageEverySecond(&table, friday, minutes: 9 * 60..<9 * 60 + 1)
        #expect(resumed.nextrade && resumed.krxOnly, "from 09:00 both owe a quote: stale 30 s after the open")
    }

    @Test("a row goes stale staleAfter after its venue starts trading, not at once for an older quote")
    func staleCountsFromTheOpening() {
        let friday = "2026-12-04"
        var table = Self.table(quotedAt: KoreaTime.date(of: CalendarDay(friday)!, minute: 8 * 60 + 50))
        _ = Self.ageEverySecond(&table, friday, minutes: 8 * 60 + 50..<9 * 60)
        let opening = KoreaTime.date(of: CalendarDay(friday)!, minute: 9 * 60)
        table.age(at: opening, trading: Self.trading(friday, minute: 9 * 60))
        table.age(at: opening.addingTimeInterval(29), trading: Self.trading(friday, minute: 9 * 60))
        #expect(table[Self.kakao]?.isStale == false)
        table.age(at: opening.addingTimeInterval(30), trading: Self.trading(friday, minute: 9 * 60))
        #expect(table[Self.kakao]?.isStale == true)
        #expect(table[Self.kakao]?.age == "10m 30s")
    }

    @Test("the always-open simulator's own session (both venues shut) makes every row owe quotes")
    func theSimulatorsOwnSessionTrades() {
        let saturday = "2026-12-05"
        var table = Self.table(quotedAt: KoreaTime.date(of: CalendarDay(saturday)!, minute: 12 * 60))
        #expect(Self.ageEverySecond(&table, saturday, minutes: 12 * 60..<12 * 60 + 1, feedHours: .simulatedAlwaysOpen) == (true, true))
        table = Self.table(quotedAt: KoreaTime.date(of: CalendarDay(saturday)!, minute: 12 * 60))
        #expect(Self.ageEverySecond(&table, saturday, minutes: 12 * 60..<12 * 60 + 1, feedHours: .simulatedKRXHours) == (false, false))
    }
}
