// Watching alerts: one feed for the codes with armed alerts, every quote evaluated, firings emitted once.

import Domain
import DomainTestDoubles
import Reactive
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
}
