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

    /// The favourites' changes folded once per run of `scheduler`, as the watchlist's view model folds them per frame.
    static func paced(_ useCase: WatchWatchlistQuotesUseCase, on scheduler: any ImmediateSchedulerType) -> Observable<WatchlistQuotes> {
        let watchlist = SampleWatchlists.favourites
        return useCase.execute(watchlist: watchlist).coalesce(
            into: WatchlistQuotes(watchlist: watchlist, stocks: [:]), on: scheduler,
            fold: { quotes, change in quotes.apply(change) }, drain: { quotes in quotes.takeChanges() }
        )
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
            let observer = scheduler.start { useCase.states(of: SampleWatchlists.favourites) }
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
        let observer = scheduler.start { useCase.states(of: SampleWatchlists.favourites) }
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
            let observer = scheduler.start { useCase.states(of: SampleWatchlists.favourites) }
            let states = observer.events.compactMap(\.value.element)
            #expect(observer.events.map(\.time) == [200, 300, 400])
            #expect(states[0].rows.map(\.stock) == [SampleCatalog.samsungElectronics, SampleCatalog.kakao, nil])
            #expect(states[2].rows.map(\.stock) == [renamed, nil, SampleCatalog.naver])
            #expect(states[2].rows[0].quote == samsung)
            #expect(states[2].changedRows == nil)
        }
        #expect(live == 0)
    }

    @Test("a catalog replaced while the rows are first named is not missed (its signal came before the subscription)")
    func catalogReplacedWhileFirstNamed() {
        let renamed = Stock(code: SampleCatalog.samsungElectronics.code, nameKorean: "삼성전자홀딩스", nameEnglish: "", market: .kospi)
        let catalog = CatalogReplacedOnFirstRead(InMemoryStockCatalog([SampleCatalog.samsungElectronics]), replacement: [renamed])
        let useCase = DefaultWatchWatchlistQuotesUseCase(quotes: FakeQuoteRepository(), catalog: catalog)
        var states: [WatchlistQuotes] = []
        let subscription = useCase.states(of: SampleWatchlists.favourites).subscribe(onNext: { states.append($0) })
        #expect(states.last?.rows.first?.stock == renamed)
        subscription.dispose()
    }

    // MARK: Folded once per run of a scheduler (coalesce)

    @Test("on a scheduler, a burst of events is one state naming every row it changed")
    func pacedBurst() {
        let scheduler = TestScheduler(initialClock: 0)
        let quotes = FakeQuoteRepository()
        let useCase = DefaultWatchWatchlistQuotesUseCase(quotes: quotes, catalog: InMemoryStockCatalog(SampleCatalog.all))
        let naver = Self.quote(SampleCatalog.naver, price: 205_000)
        let samsung = Self.quote(SampleCatalog.samsungElectronics, price: 272_000)
        let later = Self.quote(SampleCatalog.naver, price: 206_000)
        scheduler.scheduleAt(300) {
            quotes.send(.quote(naver))
            quotes.send(.quote(samsung))
        }
        scheduler.scheduleAt(400) { quotes.send(.quote(later)) }
        let observer = scheduler.start { Self.paced(useCase, on: scheduler) }
        let states = observer.events.compactMap(\.value.element)
        #expect(observer.events.map(\.time) == [201, 301, 401], "one hop to the scheduler each (the test scheduler takes a tick)")
        #expect(states[0].changedRows == nil, "the first state: every row")
        #expect(states[1].changedRows == [0, 2])
        #expect(states[1].rows[0].quote == samsung)
        #expect(states[1].rows[2].quote == naver)
        #expect(states[2].changedRows == [2], "counted afresh after each state")
        #expect(states[2].rows[2].quote == later)
        #expect(states[2].rows[0].quote == samsung)
    }

    @Test("on a scheduler, a feed-wide failure folded in makes the state take every row")
    func pacedFeedFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let quotes = FakeQuoteRepository()
        let useCase = DefaultWatchWatchlistQuotesUseCase(quotes: quotes, catalog: InMemoryStockCatalog(SampleCatalog.all))
        scheduler.scheduleAt(300) {
            quotes.send(.quote(Self.quote(SampleCatalog.naver, price: 205_000)))
            quotes.fail("offline")
            quotes.send(.quote(Self.quote(SampleCatalog.kakao, price: 40_000)))
        }
        let observer = scheduler.start { Self.paced(useCase, on: scheduler) }
        let states = observer.events.compactMap(\.value.element)
        #expect(states.count == 2)
        #expect(states.last?.changedRows == nil)
        #expect(states.last?.feedFailure == nil, "the later quote cleared it")
    }

    @Test("on a scheduler, an error or the end follows the state still waiting")
    func pacedEnd() {
        for ending in ["error", "completed"] {
            let scheduler = TestScheduler(initialClock: 0)
            let feed = PublishSubject<QuoteFeedEvent>()
            let useCase = DefaultWatchWatchlistQuotesUseCase(quotes: SubjectQuoteRepository(feed), catalog: InMemoryStockCatalog(SampleCatalog.all))
            let naver = Self.quote(SampleCatalog.naver, price: 205_000)
            scheduler.scheduleAt(300) {
                feed.onNext(.quote(naver))
                if ending == "error" { feed.onError(QuoteFeedFailure(code: nil, message: "gone")) } else { feed.onCompleted() }
            }
            let observer = scheduler.start { Self.paced(useCase, on: scheduler) }
            #expect(observer.events.map(\.time) == [201, 301, 301], "\(ending)")
            #expect(observer.events[1].value.element?.rows[2].quote == naver, "\(ending)")
            if ending == "error" {
                #expect(observer.events[2].value.error is QuoteFeedFailure)
            } else {
                #expect(observer.events[2].value.isCompleted)
            }
        }
    }

    @Test("on a scheduler, disposing drops the state still waiting")
    func pacedDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let quotes = FakeQuoteRepository()
        let useCase = DefaultWatchWatchlistQuotesUseCase(quotes: quotes, catalog: InMemoryStockCatalog(SampleCatalog.all))
        var states: [WatchlistQuotes] = []
        let subscription = Self.paced(useCase, on: scheduler).subscribe(onNext: { states.append($0) })
        scheduler.advanceTo(10)
        quotes.send(.quote(Self.quote(SampleCatalog.naver, price: 205_000)))
        subscription.dispose()
        scheduler.advanceTo(20)
        #expect(states.count == 1, "only the first state, delivered before the quote")
    }
}

/// A quote repository whose every stream is `events`: a feed that can end.
private final class SubjectQuoteRepository: QuoteRepository {
    let events: PublishSubject<QuoteFeedEvent>

    init(_ events: PublishSubject<QuoteFeedEvent>) {
        self.events = events
    }

    func quotes(for codes: [StockCode]) -> Observable<QuoteFeedEvent> { events.asObservable() }
    func quote(for code: StockCode) -> Single<Quote> { .error(QuoteFeedFailure(code: code, message: "not asked")) }
}

/// A catalog replaced during its first `allStocks()` read (as the master refresh can, on its own thread):
/// that read answers the old stocks, and the replacement's signal goes out before anyone subscribed.
private final class CatalogReplacedOnFirstRead: StockCatalogRepository {
    private let inner: InMemoryStockCatalog
    private let replacement: LockedState<[Stock]?>

    init(_ inner: InMemoryStockCatalog, replacement: [Stock]) {
        self.inner = inner
        self.replacement = LockedState(replacement)
    }

    func allStocks() -> [Stock] {
        let stocks = inner.allStocks()
        if let replacement = replacement.withLock({ pending in defer { pending = nil }; return pending }) { inner.replace(with: replacement) }
        return stocks
    }

    var replacements: Observable<Void> { inner.replacements }
}
