// A feed that sees KRX only: its rows of Nextrade's stocks turn "KRX close" at 15:30 and never look live then.

import Domain
import Foundation
@testable import MarketData
import Reactive
import ReactiveTesting
import Testing

@Suite struct KRXOnlyQuoteRepositoryTests {
    private static let samsung = StockCode("005930")!
    /// Not traded on Nextrade in these tests.
    private static let kakao = StockCode("035720")!
    /// Friday 2026-12-04 15:29:00 in Korea.
    private static let beforeAfterMarket = 1_796_365_740

    /// A real-time feed whose status the test sets.
    private final class StatusFeed: RealtimeQuoteRepository {
        let statuses: BehaviorSubject<QuoteFeedStatus>
        init(_ status: QuoteFeedStatus) { statuses = BehaviorSubject(value: status) }
        var visibleCodes: AnyObserver<[StockCode]> { AnyObserver { _ in } }
        var status: Observable<QuoteFeedStatus> { statuses.asObservable() }
        func quotes(for codes: [StockCode]) -> Observable<QuoteFeedEvent> { .never() }
        func quote(for code: StockCode) -> Single<Quote> { .error(KISError.noSuchStock(code)) }
        private(set) var retries = 0
        func retryAfterRefusal() { retries += 1 }
        var latest: [StockCode: Quote] = [:]
        func latestQuote(of code: StockCode) -> Quote? { latest[code] }
    }

    @Test func theUsersRetryReachesTheFeedBeneath() {
        let feed = StatusFeed(QuoteFeedStatus(sources: [:], health: .connected))
        let repository = KRXOnlyQuoteRepository(
            feed: feed, isNXTEligible: { _ in true }, calendar: { KRXCalendar(closures: [:]) }, scheduler: TestScheduler(initialClock: 0)
        )
        repository.retryAfterRefusal()
        #expect(feed.retries == 1)
    }

    /// The order ticket prices its check from the feed's latest quote: the one beneath, unchanged.
    @Test func theLatestQuoteIsTheFeedBeneathsOwn() {
        let feed = StatusFeed(QuoteFeedStatus(sources: [:], health: .connected))
        let quote = Quote(
            code: Self.samsung, price: 70_100, change: 100, sign: .rise, changeRate: 0.14, volume: 1, tradedValue: 70_100, open: 70_000, high: 70_100,
            low: 70_000, upperLimit: 91_000, lowerLimit: 49_000, basePrice: 70_000, time: Date(timeIntervalSince1970: 0)
        )
        feed.latest[Self.samsung] = quote
        let repository = KRXOnlyQuoteRepository(
            feed: feed, isNXTEligible: { _ in true }, calendar: { KRXCalendar(closures: [:]) }, scheduler: TestScheduler(initialClock: 0)
        )
        #expect(repository.latestQuote(of: Self.samsung) == quote)
        #expect(repository.latestQuote(of: Self.kakao) == nil)
    }

    @Test func nextradesStocksTurnKRXCloseWhenNextradesAfterMarketOpensAndNothingElseDoes() {
        let scheduler = TestScheduler(initialClock: Self.beforeAfterMarket)
        let feed = StatusFeed(QuoteFeedStatus(sources: [Self.samsung: .live, Self.kakao: .polled], health: .connected))
        let repository = KRXOnlyQuoteRepository(
            feed: feed, isNXTEligible: { $0 == Self.samsung }, calendar: { KRXCalendar(closures: [:]) }, scheduler: scheduler
        )
        let observer = scheduler.createObserver(QuoteFeedStatus.self)
        let subscription = repository.status.subscribe(observer)
        scheduler.advanceTo(Self.beforeAfterMarket + 120)
        subscription.dispose()
        let sources = observer.events.compactMap { $0.value.element?.sources }
        #expect(sources == [
            [Self.samsung: .live, Self.kakao: .polled],
            [Self.samsung: .krxClose, Self.kakao: .polled],
        ])
        #expect(observer.events.last.map { $0.time } ?? 0 >= Self.beforeAfterMarket + 60)
    }

    /// (hour, minute) of Friday 2026-12-04 in Korea, and whether Nextrade alone trades then.
    @Test(arguments: [(8, 0, true), (8, 50, false), (9, 0, false), (15, 19, false), (15, 25, false), (15, 30, true), (19, 59, true), (20, 0, false)])
    func onlyNextradesOwnHoursMarkTheRows(hour: Int, minute: Int, nextradeAlone: Bool) {
        let midnight = Date(timeIntervalSince1970: TimeInterval(Self.beforeAfterMarket - (15 * 60 + 29) * 60))
        let sessions = KRXCalendar(closures: [:]).venueSessions(at: midnight.addingTimeInterval(TimeInterval((hour * 60 + minute) * 60)))
        let status = QuoteFeedStatus(sources: [Self.samsung: .stale, Self.kakao: .live], health: .connected)
        let marked = KRXOnlyQuoteRepository.marked(status, sessions: sessions) { $0 == Self.samsung }
        #expect(marked.sources[Self.samsung] == (nextradeAlone ? .krxClose : .stale))
        #expect(marked.sources[Self.kakao] == .live)
    }
}
