// Watching a watchlist: one stream for its codes, rows in its order, quotes and failures applied.

import Domain
import DomainTestDoubles
import Foundation
import Reactive
import ReactiveTesting
import Testing

@Suite("WatchWatchlistQuotesUseCase")
struct WatchWatchlistQuotesUseCaseTests {
    static func quote(_ stock: Stock, price: Int) -> Quote {
        WatchlistQuotesTests.quote(stock, price: price)
    }

    @Test("rows come in the watchlist's order, named from the catalog, then fill as quotes arrive")
    func rows() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let quotes = FakeQuoteRepository()
            let useCase = DefaultWatchWatchlistQuotesUseCase(quotes: quotes, catalog: InMemoryStockCatalog(SampleCatalog.all))
            let naver = Self.quote(SampleCatalog.naver, price: 205_000)
            let failure = QuoteFeedFailure(code: SampleCatalog.kakao.code, message: "rate limited", retryAfter: 1)
            scheduler.scheduleAt(300) { quotes.send(.quote(naver)) }
            scheduler.scheduleAt(400) { quotes.send(.failure(failure)) }
            let observer = scheduler.start { useCase.execute(watchlist: SampleWatchlists.favourites) }
            #expect(quotes.requests == [SampleWatchlists.favourites.codes])
            let states = observer.events.compactMap(\.value.element)
            #expect(observer.events.map(\.time) == [200, 300, 400])
            #expect(states.first?.rows.map(\.stock) == [SampleCatalog.samsungElectronics, SampleCatalog.kakao, SampleCatalog.naver])
            #expect(states.first?.rows.allSatisfy { $0.quote == nil } == true)
            #expect(states[1].rows[2].quote == naver)
            #expect(states[1].changedRows == [2])
            #expect(states[2].rows[1].failure == failure)
            #expect(states[2].rows[2].quote == naver)
            #expect(!quotes.hasSubscribers)
        }
        #expect(live == 0)
    }

    @Test("a feed error ends the stream with that error")
    func feedError() {
        let scheduler = TestScheduler(initialClock: 0)
        let quotes = FakeQuoteRepository()
        let useCase = DefaultWatchWatchlistQuotesUseCase(quotes: quotes, catalog: InMemoryStockCatalog(SampleCatalog.all))
        let failure = QuoteFeedFailure(code: nil, message: "gone")
        scheduler.scheduleAt(300) { quotes.fail(failure) }
        let observer = scheduler.start { useCase.execute(watchlist: SampleWatchlists.favourites) }
        #expect(observer.events.last?.value.error as? QuoteFeedFailure == failure)
    }

    @Test("a replaced catalog names the rows anew, quotes kept: renamed, newly listed, no longer listed")
    func catalogReplaced() {
        let live = Resources.countingLive {
            let scheduler = TestScheduler(initialClock: 0)
            let quotes = FakeQuoteRepository()
            let catalog = InMemoryStockCatalog([SampleCatalog.samsungElectronics, SampleCatalog.kakao])
            let useCase = DefaultWatchWatchlistQuotesUseCase(quotes: quotes, catalog: catalog)
            let samsung = Self.quote(SampleCatalog.samsungElectronics, price: 272_000)
            let renamed = Stock(code: SampleCatalog.samsungElectronics.code, nameKorean: "삼성전자홀딩스", nameEnglish: "", market: .kospi)
            scheduler.scheduleAt(300) { quotes.send(.quote(samsung)) }
            scheduler.scheduleAt(400) { catalog.replace(with: [renamed, SampleCatalog.naver]) }
            let observer = scheduler.start { useCase.execute(watchlist: SampleWatchlists.favourites) }
            let states = observer.events.compactMap(\.value.element)
            #expect(observer.events.map(\.time) == [200, 300, 400])
            #expect(states[0].rows.map(\.stock) == [SampleCatalog.samsungElectronics, SampleCatalog.kakao, nil])
            #expect(states[2].rows.map(\.stock) == [renamed, nil, SampleCatalog.naver])
            #expect(states[2].rows[0].quote == samsung)
            #expect(states[2].changedRows == nil)
        }
        #expect(live == 0)
    }
}
