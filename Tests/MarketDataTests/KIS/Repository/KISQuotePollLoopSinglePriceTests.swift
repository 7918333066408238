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

    private func run(_ fetcher: ScriptedQuoteFetcher, window: @escaping (Date) -> KISSinglePriceWindow?, until end: TestTime) -> [Quote] {
        let repository = KISQuoteRepository(fetcher: fetcher, scheduler: scheduler, backoff: backoff, maximumInFlight: 1, singlePriceWindow: window)
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
}
