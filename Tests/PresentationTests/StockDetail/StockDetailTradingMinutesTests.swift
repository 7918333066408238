// Today's chart over the stock's trading minutes: a Nextrade stock's 19:42 trade in its own minute, its
// pre-market kept, the time marks from the day's span; a KRX-only stock keeps 09:00–15:30.

import Domain
import DomainTestDoubles
import Foundation
import Presentation
import Reactive
import ReactiveTesting
import Testing

@Suite struct StockDetailTradingMinutesTests {
    private static let samsung = Stock(code: StockCode("005930")!, nameKorean: "삼성전자", nameEnglish: "Samsung Electronics", market: .kospi)
    /// Friday 2026-12-04, a regular trading day.
    private static let friday = CalendarDay("2026-12-04")!

    /// The latest chart after the feed sent a trade at each `hhmm` of `day` (Korea time; Friday by default).
    private func intraday(nextrade: Bool?, tradesAt times: [Int], on day: CalendarDay = friday) -> StockDetailState.IntradayChart? {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let feed = FakeQuoteRepository(deliversOnlyRequestedCodes: true)
        let viewModel = StockDetailViewModel(
            code: Self.samsung.code, stock: Self.samsung,
            useCases: StockDetailViewModel.UseCases(
                watchQuotes: DefaultWatchStockQuotesUseCase(quotes: feed), loadIntradayBars: nil, loadDailyBars: nil, watchOrderBook: nil,
                tradingMinutes: nextrade.map { ListedTradingMinutes(nextrade: $0 ? [Self.samsung.code] : []) }
            ),
            scheduler: scheduler
        )
        var latest: StockDetailState?
        let subscription = viewModel.transform(StockDetailViewModel.Input(intents: .never())).state.subscribe(onNext: { latest = $0 })
        defer { subscription.dispose() }
        scheduler.advanceTo(1)
        for (index, hhmm) in times.enumerated() {
            let time = KoreaTime.date(of: day, minute: hhmm / 100 * 60 + hhmm % 100)
            feed.send(.quote(Quote.of(Self.samsung, price: 70_000 + 100 * index, base: 70_000, volume: 1_000 + index, time: time)))
            scheduler.advanceTo(scheduler.clock + 1)
        }
        return latest?.intraday
    }

    @Test func aNextradeStocksTradeAt1942IsInItsOwnMinute() throws {
        let chart = try #require(intraday(nextrade: true, tradesAt: [15_00, 19_42]))
        #expect(chart.slotCount == 720, "08:00–20:00")
        #expect(chart.prices.count == 11 * 60 + 42 + 1, "the 19:42 trade is slot 702, not clamped into 15:30")
        #expect(chart.prices[7 * 60] == 70_000, "the 15:00 trade is at slot 420")
        #expect(chart.prices.last == 70_100)
    }

    @Test func aNextradeStocksPreMarketTradeIsKept() throws {
        let chart = try #require(intraday(nextrade: true, tradesAt: [8_30]))
        #expect(chart.prices.count == 31)
        #expect(chart.prices.last == 70_000)
    }

    @Test func theTimeMarksFollowTheDaysSpan() throws {
        let nextrade = try #require(intraday(nextrade: true, tradesAt: [8_30]))
        #expect(nextrade.times.map(\.text) == ["08:00", "12:00", "15:30", "20:00"])
        #expect(nextrade.times.map(\.slot) == [0, 240, 450, 720])
        let krx = try #require(intraday(nextrade: false, tradesAt: [9_30]))
        #expect(krx.times.map(\.text) == ["09:00", "12:00", "15:30"])
        #expect(krx.times.map(\.slot) == [0, 180, 390])
        let examDay = try #require(intraday(nextrade: false, tradesAt: [11_00], on: CalendarDay("2026-11-19")!))
        #expect(examDay.times.map(\.text) == ["10:00", "12:00", "16:30"], "수능 day: 15:30 is not KRX's close, and would crowd 16:30 out")
    }

    @Test func aKRXOnlyStockKeepsTheMainMarketAndItsPreOpenTradeIsNotOnThePath() throws {
        let chart = try #require(intraday(nextrade: false, tradesAt: [8_30]))
        #expect(chart.slotCount == 390)
        #expect(chart.prices.isEmpty)
        #expect(try #require(intraday(nextrade: nil, tradesAt: [19_42])).prices.count == 390, "without the use case: KRX's 09:00–15:30")
    }
}
