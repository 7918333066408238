// Watching alerts: one feed for the codes with armed alerts, every quote evaluated, firings emitted once.

import Domain
import DomainTestDoubles
import Reactive
import ReactiveTesting
import Testing

@Suite("WatchPriceAlertsUseCase")
struct WatchPriceAlertsUseCaseTests {
    let samsung = SampleCatalog.samsungElectronics.code
    let kakao = SampleCatalog.kakao.code

    @Test("subscribes the codes with armed alerts and emits each firing once")
    func fires() {
        let quotes = FakeQuoteRepository()
        let lists = [Watchlist(id: WatchlistID("a"), name: "A", codes: [samsung, kakao], alerts: [
            PriceAlert(id: PriceAlertID(1), code: kakao, condition: .atOrAbove(75_000)),
        ])]
        var fired: [PriceAlertFiring] = []
        let subscription = DefaultWatchPriceAlertsUseCase(quotes: quotes).execute(watchlists: lists).subscribe(onNext: { fired.append($0) })
        #expect(quotes.requests == [[kakao]])
        quotes.send(.quote(SampleQuotes.quote(kakao, price: 74_000)))
        quotes.send(.failure(QuoteFeedFailure(code: kakao, message: "slow")))
        quotes.send(.quote(SampleQuotes.quote(kakao, price: 75_100)))
        quotes.send(.quote(SampleQuotes.quote(kakao, price: 75_200)))
        #expect(fired.map(\.price) == [75_100])
        subscription.dispose()
        #expect(!quotes.hasSubscribers)
    }

    @Test("with no armed alert, no feed is subscribed")
    func nothingArmed() {
        let quotes = FakeQuoteRepository()
        let subscription = DefaultWatchPriceAlertsUseCase(quotes: quotes).execute(watchlists: SampleWatchlists.all).subscribe(onNext: { _ in })
        #expect(quotes.requests.isEmpty)
        subscription.dispose()
    }

    @Test("a volume alert fires at N × the mean of the last 20 daily bars before today, read from the history")
    func volume() throws {
        let quotes = FakeQuoteRepository()
        let history = FakePriceHistoryRepository()
        let clock = TestScheduler(initialClock: 1_800_000_000)
        let (today, _) = KoreaTime.dayAndMinute(clock.now)
        // 25 days back: the older 5 at 10,000 are not among the last 20 (all 100).
        history.dailyBars = (1 ... 25).reversed().map { back in
            PriceBar(start: KoreaTime.date(of: today.adding(days: -back), minute: 0), open: 1, high: 1, low: 1, close: 1, volume: back > 20 ? 10_000 : 100)
        }
        let lists = [Watchlist(id: WatchlistID("a"), name: "A", codes: [samsung], alerts: [
            PriceAlert(id: PriceAlertID(1), code: samsung, condition: try PriceAlertCondition(parsing: "volume >= 3x")),
        ])]
        var fired: [PriceAlertFiring] = []
        let subscription = DefaultWatchPriceAlertsUseCase(quotes: quotes, history: (history, clock)).execute(watchlists: lists)
            .subscribe(onNext: { fired.append($0) })
        #expect(history.dailyRequests.count == 1)
        quotes.send(.quote(SampleQuotes.quote(samsung, price: 70_000, volume: 299)))
        #expect(fired.isEmpty)
        quotes.send(.quote(SampleQuotes.quote(samsung, price: 70_000, volume: 300)))
        #expect(fired.map(\.alertID) == [PriceAlertID(1)])
        subscription.dispose()
    }

    @Test("without bars a volume alert waits, and the others still fire")
    func volumeWithoutBars() {
        let quotes = FakeQuoteRepository()
        let history = FakePriceHistoryRepository()
        history.failure = QuoteFeedFailure(code: samsung, message: "no bars")
        let lists = [Watchlist(id: WatchlistID("a"), name: "A", codes: [samsung], alerts: [
            PriceAlert(id: PriceAlertID(1), code: samsung, condition: .volumeMultiple(tenths: 20)),
            PriceAlert(id: PriceAlertID(2), code: samsung, condition: .atOrAbove(75_000)),
        ])]
        var fired: [PriceAlertFiring] = []
        let subscription = DefaultWatchPriceAlertsUseCase(quotes: quotes, history: (history, TestScheduler(initialClock: 0))).execute(watchlists: lists)
            .subscribe(onNext: { fired.append($0) })
        quotes.send(.quote(SampleQuotes.quote(samsung, price: 75_000, volume: 1_000_000)))
        #expect(fired.map(\.alertID) == [PriceAlertID(2)])
        subscription.dispose()
    }
}
