// The detail view model on virtual time: header figures, trades, the path from quotes or bars, the order book, the daily span.

import Domain
import DomainTestDoubles
import Foundation
import Presentation
import Reactive
import ReactiveTesting
import Testing

@Suite struct StockDetailViewModelTests {
    private static let samsung = Stock(code: StockCode("005930")!, nameKorean: "삼성전자", nameEnglish: "Samsung Electronics", market: .kospi)

    /// The daily loads asked for, and a subject per load the test answers.
    private final class ScriptedDailyBars: LoadDailyBarsUseCase {
        private(set) var requests: [Date] = []
        private(set) var live = 0
        let answers = PublishSubject<LoadedPriceBars>()

        func execute(code: StockCode, from: Date) -> Observable<LoadedPriceBars> {
            Observable.create { [self] observer in
                requests.append(from)
                live += 1
                let subscription = answers.subscribe(observer)
                return Disposables.create {
                    self.live -= 1
                    subscription.dispose()
                }
            }
        }
    }

    private final class ScriptedIntradayBars: LoadIntradayBarsUseCase {
        let answers = PublishSubject<LoadedPriceBars>()
        func execute(code: StockCode, ticks: Observable<Quote>) -> Observable<LoadedPriceBars> { answers.asObservable() }
    }

    /// A subject per subscription (each watch of the book), the latest one as `books`.
    private final class ScriptedOrderBooks: WatchOrderBookUseCase {
        private(set) var attempts: [PublishSubject<OrderBook>] = []
        var books: PublishSubject<OrderBook> { attempts[attempts.count - 1] }
        func execute(code: StockCode) -> Observable<OrderBook> {
            Observable.create { [self] observer in
                let attempt = PublishSubject<OrderBook>()
                attempts.append(attempt)
                return attempt.subscribe(observer)
            }
        }
    }

    private struct ServerDown: Error, UserFacingError {
        var message: String { "KIS answered HTTP 500\u{1B}[2J: 초당 거래건수를 초과하였습니다." }
    }

    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
    private let feed = FakeQuoteRepository(deliversOnlyRequestedCodes: true)
    private let daily = ScriptedDailyBars()
    private let intraday = ScriptedIntradayBars()
    private let books = ScriptedOrderBooks()
    private let intents = PublishSubject<StockDetailIntent>()

    /// Subscribes the view model's state and returns a closure giving the latest one.
    private func run(withIntraday: Bool = false, withBook: Bool = true) -> (latest: () -> StockDetailState?, subscription: Disposable) {
        let viewModel = StockDetailViewModel(
            code: Self.samsung.code,
            stock: Self.samsung,
            useCases: StockDetailViewModel.UseCases(
                watchQuotes: DefaultWatchStockQuotesUseCase(quotes: feed),
                loadIntradayBars: withIntraday ? intraday : nil,
                loadDailyBars: daily,
                watchOrderBook: withBook ? books : nil
            ),
            scheduler: scheduler,
            frames: nil
        )
        var latest: StockDetailState?
        let subscription = viewModel.transform(StockDetailViewModel.Input(intents: intents.asObservable())).state
            .subscribe(onNext: { latest = $0 })
        scheduler.advanceTo(scheduler.clock + 1)
        return ({ latest }, subscription)
    }

    private func quote(price: Int, volume: Int, minute: Double) -> Quote {
        let base = 70_000
        return Quote(
            code: Self.samsung.code, price: price, change: price - base, sign: price > base ? .rise : price < base ? .fall : .flat,
            changeRate: Double(price - base) / Double(base) * 100, volume: volume, tradedValue: volume * price,
            open: 70_100, high: 71_000, low: 69_900, upperLimit: 91_000, lowerLimit: 49_000, basePrice: base,
            time: Date(timeIntervalSince1970: minute * 60)
        )
    }

    private func push(_ quote: Quote) {
        feed.send(.quote(quote))
        scheduler.advanceTo(scheduler.clock + 1)
    }

    @Test func theHeaderShowsTheQuotesFiguresAndWhereThePriceSitsBetweenTheLimits() {
        let (latest, subscription) = run()
        defer { subscription.dispose() }
        #expect(latest()?.header.price == "—")
        push(quote(price: 70_000, volume: 1_000, minute: 1))
        let state = latest()
        #expect(state?.header.name == "삼성전자")
        #expect(state?.header.market == "KOSPI")
        #expect(state?.header.price == "70,000")
        #expect(state?.header.previousClose == "70,000")
        #expect(state?.header.upperLimit == "91,000")
        #expect(state?.header.lowerLimit == "49,000")
        #expect(state?.header.limitPosition == 0.5)
        #expect(state?.header.tradedValue == "7,000만", "거래대금 in 만/억/조, as the watchlist writes it")
    }

    @Test func quotesWhoseVolumeGrewAreTradesNewestFirst() {
        let (latest, subscription) = run()
        defer { subscription.dispose() }
        push(quote(price: 70_000, volume: 1_000, minute: 1))
        push(quote(price: 70_100, volume: 1_250, minute: 2))
        push(quote(price: 70_100, volume: 1_250, minute: 2))
        push(quote(price: 69_900, volume: 1_300, minute: 3))
        #expect(latest()?.trades.map(\.quantity) == ["50", "250"])
        #expect(latest()?.trades.first?.direction == .down)
        #expect(latest()?.trades.first?.time == "09:03:00")
    }

    @Test func withoutIntradayBarsThePathGrowsFromQuotes() {
        let (latest, subscription) = run()
        defer { subscription.dispose() }
        push(quote(price: 70_000, volume: 1_000, minute: 0))
        push(quote(price: 70_500, volume: 1_100, minute: 2))
        #expect(latest()?.intraday.prices == [70_000, 70_000, 70_500])
        #expect(latest()?.intraday.slotCount == 390)
        #expect(latest()?.intraday.reference == 70_000)
    }

    @Test func intradayBarsReplaceThePathFromQuotes() {
        let (latest, subscription) = run(withIntraday: true)
        defer { subscription.dispose() }
        push(quote(price: 70_000, volume: 1_000, minute: 0))
        #expect(latest()?.intraday.prices == [70_000])
        let bars = [PriceBar(start: Date(timeIntervalSince1970: 0), open: 1, high: 3, low: 1, close: 2, volume: 9)]
        intraday.answers.onNext(LoadedPriceBars(code: Self.samsung.code, interval: .minute, bars: bars, isComplete: true, problems: ["cache rebuilt"]))
        scheduler.advanceTo(scheduler.clock + 1)
        #expect(latest()?.intraday.prices == [2])
        #expect(latest()?.notices == ["cache rebuilt"])
    }

    @Test func theOrderBookIsFormattedAgainstThePreviousClose() {
        let (latest, subscription) = run()
        defer { subscription.dispose() }
        push(quote(price: 70_000, volume: 1_000, minute: 0))
        books.books.onNext(OrderBook(
            code: Self.samsung.code,
            asks: [OrderBookLevel(price: 70_100, quantity: 1_500)],
            bids: [OrderBookLevel(price: 70_000, quantity: 20)],
            totalAskQuantity: 12_345, totalBidQuantity: 678, expectedPrice: 70_050, expectedVolume: 3_000,
            time: Date(timeIntervalSince1970: 0)
        ))
        scheduler.advanceTo(scheduler.clock + 1)
        let state = latest()
        #expect(state?.book.asks.map(\.price) == ["70,100"])
        #expect(state?.book.asks.first?.direction == .up)
        #expect(state?.book.asks.first?.quantityText == "1,500")
        #expect(state?.book.bids.first?.direction == .flat)
        #expect(state?.book.totalAskQuantity == "12,345")
        #expect(state?.book.expectedPrice == "70,050 × 3,000")
    }

    @Test(arguments: [(QuoteSource?.some(.live), String?.some("live")), (.polled, "polled"), (nil, nil)])
    func theBookSaysWhereItCameFrom(source: QuoteSource?, text: String?) {
        let (latest, subscription) = run()
        defer { subscription.dispose() }
        books.books.onNext(OrderBook(
            code: Self.samsung.code, asks: [OrderBookLevel(price: 70_100, quantity: 1)], bids: [], totalAskQuantity: 1,
            totalBidQuantity: 0, expectedPrice: nil, expectedVolume: nil, time: Date(timeIntervalSince1970: 0), source: source
        ))
        scheduler.advanceTo(scheduler.clock + 1)
        #expect(latest()?.book.source == text)
    }

    @Test func theLastSessionsBarsAreShownUnderTheirDayUntilTodaysSessionTrades() {
        let (latest, subscription) = run(withIntraday: true)
        defer { subscription.dispose() }
        #expect(latest()?.intraday.title == "Today (1 min)", "nothing shown yet")
        // The clock is 1970-01-01 09:00 Korea time (a Thursday); the bars are of the day before.
        let wednesday = (0..<3).map { minute in
            PriceBar(start: Date(timeIntervalSince1970: Double(minute * 60 - 86_400)), open: 10, high: 12, low: 9, close: 10 + minute, volume: 5)
        }
        intraday.answers.onNext(LoadedPriceBars(code: Self.samsung.code, interval: .minute, bars: wednesday, isComplete: true, problems: []))
        scheduler.advanceTo(scheduler.clock + 1)
        #expect(latest()?.intraday.title == "Wed 12-31 (1 min)")
        #expect(latest()?.intraday.prices == [10, 11, 12])
        let today = PriceBar(start: Date(timeIntervalSince1970: 0), open: 20, high: 20, low: 20, close: 20, volume: 1)
        intraday.answers.onNext(LoadedPriceBars(code: Self.samsung.code, interval: .minute, bars: wednesday + [today], isComplete: true, problems: []))
        scheduler.advanceTo(scheduler.clock + 1)
        #expect(latest()?.intraday.title == "Today (1 min)")
        #expect(latest()?.intraday.prices == [20])
    }

    @Test func aFailingOrderBookIsANoticeNotAnEnd() {
        let (latest, subscription) = run()
        defer { subscription.dispose() }
        books.books.onError(PriceBarCacheError.unavailable(reason: "test"))
        scheduler.advanceTo(scheduler.clock + 1)
        push(quote(price: 70_000, volume: 1_000, minute: 0))
        #expect(latest()?.notices.count == 1)
        #expect(latest()?.header.price == "70,000")
    }

    @Test func aFailedBookIsWatchedAgainWithBackoffSaidSanitisedAndClearedByTheNextBook() {
        let (latest, subscription) = run()
        defer { subscription.dispose() }
        let book = OrderBook(
            code: Self.samsung.code, asks: [OrderBookLevel(price: 70_100, quantity: 1)], bids: [], totalAskQuantity: 1,
            totalBidQuantity: 0, expectedPrice: nil, expectedVolume: nil, time: Date(timeIntervalSince1970: 0), source: .polled
        )
        books.books.onNext(book)
        books.books.onError(ServerDown())
        scheduler.advanceTo(scheduler.clock + 1)
        #expect(latest()?.notices == ["KIS answered HTTP 500: 초당 거래건수를 초과하였습니다."])
        // 1 s (10 ticks) after the first failure the book is watched again; it fails, then 2 s pass.
        scheduler.advanceTo(scheduler.clock + 8)
        #expect(books.attempts.count == 1)
        scheduler.advanceTo(scheduler.clock + 2)
        #expect(books.attempts.count == 2)
        books.books.onError(ServerDown())
        scheduler.advanceTo(scheduler.clock + 19)
        #expect(books.attempts.count == 2)
        scheduler.advanceTo(scheduler.clock + 1)
        #expect(books.attempts.count == 3)
        books.books.onNext(book)
        scheduler.advanceTo(scheduler.clock + 1)
        #expect(latest()?.notices == [])
        #expect(latest()?.book.asks.map(\.price) == ["70,100"])
        // A book resets the backoff: the next failure waits 1 s again.
        books.books.onError(ServerDown())
        scheduler.advanceTo(scheduler.clock + 10)
        #expect(books.attempts.count == 4)
    }

    @Test func switchingTheSpanLoadsAYearAndDropsTheThreeMonthLoad() {
        let (latest, subscription) = run()
        defer { subscription.dispose() }
        #expect(daily.requests.count == 1)
        #expect(daily.live == 1)
        intents.onNext(.toggleDailySpan)
        scheduler.advanceTo(scheduler.clock + 1)
        #expect(daily.requests.count == 2)
        #expect(daily.live == 1)
        #expect(daily.requests[0] > daily.requests[1])
        #expect(latest()?.daily.span == .oneYear)
        intents.onNext(.toggleDailyStyle)
        scheduler.advanceTo(scheduler.clock + 1)
        #expect(latest()?.daily.style == .line)
    }

    @Test func dailyBarsNameTheMonthsTheyCross() {
        let (latest, subscription) = run()
        defer { subscription.dispose() }
        let day = 86_400.0
        let bars = [0.0, 30, 31, 59].map { offset in
            PriceBar(start: Date(timeIntervalSince1970: offset * day), open: 10, high: 11, low: 9, close: 10, volume: 1)
        }
        daily.answers.onNext(LoadedPriceBars(code: Self.samsung.code, interval: .day, bars: bars, isComplete: true, problems: []))
        scheduler.advanceTo(scheduler.clock + 1)
        #expect(latest()?.daily.bars.count == 4)
        #expect(latest()?.daily.monthStarts.map(\.name) == ["Feb", "Mar"])
        #expect(latest()?.daily.monthStarts.map(\.index) == [2, 3])
    }
}
