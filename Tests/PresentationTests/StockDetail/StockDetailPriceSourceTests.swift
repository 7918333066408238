// The detail view's header says where its price came from and when, as the row's mark does.

import Domain
import DomainTestDoubles
import Foundation
import Presentation
import Reactive
import ReactiveTesting
import Testing

@Suite struct StockDetailPriceSourceTests {
    private static let samsung = Stock(code: StockCode("005930")!, nameKorean: "삼성전자", nameEnglish: "Samsung Electronics", market: .kospi)

    /// The detail of 삼성전자 over a real-time-aware feed at `clock` (ticks of 0.1 s from Thursday 09:00 Korea time).
    private func run(at clock: TestTime, pushing: (FakeRealtimeQuoteRepository, FakeQuoteRepository) -> Void) -> StockDetailState? {
        let scheduler = TestScheduler(initialClock: clock, resolution: 0.1)
        let polling = FakeQuoteRepository(deliversOnlyRequestedCodes: true)
        let realtime = FakeRealtimeQuoteRepository(polling: polling)
        let viewModel = StockDetailViewModel(
            code: Self.samsung.code, stock: Self.samsung,
            useCases: StockDetailViewModel.UseCases(
                watchQuotes: DefaultWatchStockQuotesUseCase(quotes: realtime), loadIntradayBars: nil, loadDailyBars: nil, watchOrderBook: nil,
                watchSources: DefaultWatchQuoteSourcesUseCase(quotes: realtime),
                currentSession: DefaultCurrentMarketSessionUseCase(scheduler: scheduler, calendar: KRXCalendar(closures: [:]))
            ),
            scheduler: scheduler
        )
        var latest: StockDetailState?
        let subscription = viewModel.transform(StockDetailViewModel.Input(intents: .never())).state.subscribe(onNext: { latest = $0 })
        scheduler.advanceTo(clock + 1)
        pushing(realtime, polling)
        scheduler.advanceTo(clock + 5)
        subscription.dispose()
        return latest
    }

    private func status(_ source: QuoteSource) -> QuoteFeedStatus {
        QuoteFeedStatus(sources: [Self.samsung.code: source], health: .connected)
    }

    @Test func aPriceTheSocketDeliveredSaysSocketLive() {
        let state = run(at: 0) { realtime, polling in
            realtime.send(status(.live))
            polling.send(.of(Self.samsung, price: 272_250, base: 272_000))
        }
        #expect(state?.header.priceSource == "socket live · 09:00:00")
    }

    @Test func aSnapshotWhileBothVenuesAreShutIsTheLastClose() {
        // 21:00 in Korea: NXT's after-market ended at 20:00.
        let state = run(at: 432_000) { realtime, polling in
            realtime.send(status(.polled))
            polling.send(.of(Self.samsung, price: 272_250, base: 272_000))
        }
        #expect(state?.header.priceSource == "last close · REST snapshot at 09:00:00")
    }

    @Test func aSnapshotWhileTradingIsARESTSnapshot() {
        let state = run(at: 0) { realtime, polling in
            realtime.send(status(.polled))
            polling.send(.of(Self.samsung, price: 272_250, base: 272_000))
        }
        #expect(state?.header.priceSource == "REST snapshot at 09:00:00")
    }
}
