// After hours the poll loop follows each row's regular close with one request for its 시간외 단일가 trade.

import Domain
import Foundation
@testable import MarketData
import Networking
import Reactive
import ReactiveTesting
import Testing

@Suite struct KISQuotePollLoopSinglePriceTests {
    /// Ticks of 1 ms.
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    private let backoff = ExponentialBackoff(initial: 1, maximum: 60)
    private let codes = ["035720", "000660", "005380"].compactMap(StockCode.init)
    private let calendar = KRXCalendar(closures: [:])

    /// Virtual time 0 at `hour`:`minute`:`second` of Friday 2026-12-04, Korea time.
    private func clock(_ hour: Int, _ minute: Int, _ second: Int = 0) -> (Date) -> KISSinglePriceWindow? {
        let start = KoreaTime.date(of: CalendarDay(year: 2026, month: 12, day: 4)!, minute: hour * 60 + minute).addingTimeInterval(TimeInterval(second))
        return { [calendar] now in KISSinglePriceWindow(at: start.addingTimeInterval(now.timeIntervalSince1970), calendar: calendar) }
    }

    private func run(
        _ fetcher: ScriptedQuoteFetcher, window: @escaping (Date) -> KISSinglePriceWindow?, until end: TestTime, holdsClose: Bool = false
    ) -> [Quote] {
        let repository = KISQuoteRepository(
            fetcher: fetcher, scheduler: scheduler, backoff: backoff, maximumInFlight: 1, singlePriceWindow: window, holdsCloseForSinglePrice: holdsClose
        )
        return scheduler.start(created: 0, subscribed: 100, disposed: end) { repository.quotes(for: codes) }.events.compactMap { record in
            guard case .next(.quote(let quote)) = record.value else { return nil }
            return quote
        }
    }

    @Test func anEveningRowShowsItsSinglePriceTradeAfterItsClose() {
        let fetcher = ScriptedQuoteFetcher(scheduler: scheduler, latency: 50)
        fetcher.singlePriceTrades = [codes[0]: 10_100]
        let quotes = run(fetcher, window: clock(19, 30), until: 2_000)
        #expect(fetcher.singlePriceRequests.map(\.code) == codes, "one extra request a row, in list order")
        #expect(fetcher.requests.prefix(3).map(\.code) == codes, "every row's close comes first")
        let kakao = quotes.filter { $0.code == codes[0] }
        #expect(kakao.first?.price == 10_000, "the close at once")
        #expect(kakao.dropFirst().allSatisfy { $0.price == 10_100 && $0.session == .singlePrice }, "the 시간외 trade, kept over later polls of the close")
        #expect(kakao.count > 2)
        #expect(quotes.filter { $0.code == codes[1] }.allSatisfy { $0.price == 10_000 && $0.session == nil }, "no trade: the close stays")
    }

    @Test func aFailedSinglePriceReadLeavesTheCloseAndNoError() {
        let fetcher = ScriptedQuoteFetcher(scheduler: scheduler, latency: 50)
        fetcher.singlePriceFailure = .rateLimited
        let repository = KISQuoteRepository(fetcher: fetcher, scheduler: scheduler, backoff: backoff, maximumInFlight: 1, singlePriceWindow: clock(19, 30))
        let events = scheduler.start(created: 0, subscribed: 100, disposed: 2_000) { repository.quotes(for: codes) }.events
        #expect(!events.contains { if case .next(.failure) = $0.value { true } else { false } })
        #expect(events.allSatisfy { if case .next(.quote(let quote)) = $0.value { quote.price == 10_000 } else { true } })
        #expect(fetcher.singlePriceRequests.count == codes.count, "asked once a row, not again after the failure")
    }

    @Test func nothingExtraBeforeTheSessionThenOnceARowFrom1600() {
        let fetcher = ScriptedQuoteFetcher(scheduler: scheduler, latency: 50)
        fetcher.singlePriceTrades = [codes[0]: 10_100]
        let quotes = run(fetcher, window: clock(15, 59, 59), until: 3_000)
        #expect(fetcher.singlePriceRequests.count == codes.count)
        #expect(fetcher.singlePriceRequests.allSatisfy { $0.time >= 1_000 }, "not one before 16:00")
        #expect(quotes.contains { $0.session == .singlePrice })
    }

    @Test func noWindowNoExtraRequest() {
        let fetcher = ScriptedQuoteFetcher(scheduler: scheduler, latency: 50)
        fetcher.singlePriceTrades = [codes[0]: 10_100]
        _ = run(fetcher, window: clock(11, 0), until: 2_000)
        #expect(fetcher.singlePriceRequests.isEmpty)
    }

    @Test func onceShowsEachRowsSinglePriceTradeAsItsFirstPrice() {
        let fetcher = ScriptedQuoteFetcher(scheduler: scheduler, latency: 50)
        fetcher.singlePriceTrades = [codes[0]: 10_100]
        let quotes = run(fetcher, window: clock(19, 30), until: 2_000, holdsClose: true)
        #expect(quotes.first { $0.code == codes[0] }?.price == 10_100, "the 시간외 trade, never the close before it")
        #expect(quotes.first { $0.code == codes[1] }?.price == 10_000, "no trade: the close, once its single-price read answered")
        #expect(fetcher.singlePriceRequests.map(\.code) == codes, "still one extra request a row")
    }

    @Test func onceShowsTheCloseWhenTheSinglePriceReadFails() {
        let fetcher = ScriptedQuoteFetcher(scheduler: scheduler, latency: 50)
        fetcher.singlePriceFailure = .rateLimited
        let quotes = run(fetcher, window: clock(19, 30), until: 2_000, holdsClose: true)
        #expect(Set(quotes.map(\.code)) == Set(codes))
        #expect(quotes.allSatisfy { $0.price == 10_000 })
    }

    @Test func aPolledRowFollowsEachMatchOfTheSession() {
        // Virtual time runs on the calendar's own clock, as the feed's scheduler does: it starts at 16:09:58,
        // 2 s before KRX's 16:10 match; the next is at 16:20.
        let start = KoreaTime.date(of: CalendarDay(year: 2026, month: 12, day: 4)!, minute: 16 * 60 + 9).addingTimeInterval(58)
        let t0 = TestTime(start.timeIntervalSince1970 * 1_000)
        let scheduler = TestScheduler(initialClock: t0, resolution: 0.001)
        let fetcher = ScriptedQuoteFetcher(scheduler: scheduler, latency: 50)
        fetcher.singlePriceTrades = [codes[0]: 10_100]
        _ = scheduler.scheduleAt(t0 + 2_000) { fetcher.singlePriceTrades = [self.codes[0]: 10_200] }
        let repository = KISQuoteRepository(
            fetcher: fetcher, scheduler: scheduler, backoff: backoff, maximumInFlight: 1,
            singlePriceWindow: { [calendar] now in KISSinglePriceWindow(at: now, calendar: calendar) }
        )
        let quotes = scheduler.start(created: t0, subscribed: t0 + 100, disposed: t0 + 30_000) { repository.quotes(for: codes) }.events
            .compactMap { record -> (time: TestTime, quote: Quote)? in
                guard case .next(.quote(let quote)) = record.value else { return nil }
                return (record.time, quote)
            }
        let asked = { (code: StockCode) in fetcher.singlePriceRequests.filter { $0.code == code }.map(\.time) }
        for code in codes {
            #expect(asked(code).count == 2, "once before the 16:10 match and once after it, not more until 16:20")
            #expect(asked(code).first.map { $0 < t0 + 2_000 } == true && asked(code).last.map { $0 >= t0 + 2_000 } == true)
        }
        let kakao = quotes.filter { $0.quote.code == codes[0] }
        #expect(kakao.last?.quote.price == 10_200, "the 16:10 match replaces the first")
        #expect(kakao.filter { $0.time > t0 + 2_500 }.allSatisfy { $0.quote.price == 10_200 }, "and stays over later polls of the close")
    }
}
