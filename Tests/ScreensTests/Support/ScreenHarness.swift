// Runs the real WatchlistScreen and view model on virtual time and draws it on a MemoryCanvas.

import Domain
import DomainTestDoubles
import Foundation
import Presentation
import PresentationTestSupport
import Reactive
import ReactiveTesting
import Screens
import TUICore

/// The watchlist screen as the app builds it (default use cases over an in-memory store, a pushed
/// quote feed, a small catalog), on a TestScheduler: 1 tick = 0.1 s from 09:00:00 Korea time on a
/// Thursday (the regular session), or `start` ticks later. Keys are pressed 0.5 s apart; `render` draws a frame.
final class ScreenHarness {
    let scheduler: TestScheduler
    let store: FakeWatchlistRepository
    let feed = FakeQuoteRepository(deliversOnlyRequestedCodes: true)
    /// The order books the detail view shows: the test pushes them.
    let orderBooks = PublishSubject<OrderBook>()
    /// Each venue's prices the detail view shows: the test pushes them.
    let venuePrices = PublishSubject<VenuePrices>()
    let canvas: MemoryCanvas
    let screen: WatchlistScreen
    private let keys = PublishSubject<Key>()
    private var subscription: Disposable?
    /// How many times the screen asked for a frame.
    private(set) var redrawRequests = 0
    /// Whether the screen asked to quit.
    private(set) var quitRequested = false

    static let stocks = [
        Stock(code: StockCode("005930")!, nameKorean: "삼성전자", nameEnglish: "Samsung Electronics", market: .kospi),
        Stock(code: StockCode("000660")!, nameKorean: "SK하이닉스", nameEnglish: "SK hynix", market: .kospi),
        Stock(code: StockCode("035420")!, nameKorean: "NAVER", nameEnglish: "NAVER", market: .kospi),
        Stock(code: StockCode("035720")!, nameKorean: "카카오", nameEnglish: "Kakao", market: .kospi),
        Stock(code: StockCode("323410")!, nameKorean: "카카오뱅크", nameEnglish: "KakaoBank", market: .kospi),
        Stock(code: StockCode("005380")!, nameKorean: "현대차", nameEnglish: "Hyundai Motor", market: .kospi),
        Stock(code: StockCode("207940")!, nameKorean: "삼성바이오로직스", nameEnglish: "Samsung Biologics", market: .kospi),
        Stock(code: StockCode("069500")!, nameKorean: "KODEX 200", nameEnglish: "SAMSUNG KODEX200 ETF", market: .kospi, kind: .etf),
    ]

    /// The list "관심종목" with 삼성전자, SK하이닉스 and NAVER.
    static let favourites = Watchlist(id: WatchlistID("fav"), name: "관심종목", codes: ["005930", "000660", "035420"].compactMap(StockCode.init))

    init(
        _ watchlists: [Watchlist] = [favourites],
        size: Size = Size(width: 80, height: 12),
        options: WatchlistScreen.Options = WatchlistScreen.Options(feedName: "simulated"),
        isReadOnly: Bool = false,
        notices: [String] = [],
        oncePerFrame: Bool = false,
        holdings: Bool = false,
        indices: MarketIndexRepository? = nil,
        calendars: MarketCalendarRepository? = nil,
        feedHours: FeedHours = .exchange,
        account: AccountRepository? = nil,
        fillHistory: FillHistoryRepository? = nil,
        nextrade: [String] = [],
        startingAt start: TestTime = 0
    ) {
        scheduler = TestScheduler(initialClock: start, resolution: 0.1)
        store = FakeWatchlistRepository(watchlists, isReadOnly: isReadOnly, notices: notices)
        canvas = MemoryCanvas(size: size)
        let catalog = InMemoryStockCatalog(Self.stocks)
        let scene = WatchlistTestScene(watchlists: store, quotes: feed, catalog: catalog, scheduler: scheduler, indices: indices, calendars: calendars)
        // Once per frame: states wait for the test scheduler's next step, as they wait for the run loop's frame.
        let frames: (any ImmediateSchedulerType)? = oncePerFrame ? scheduler : nil
        let viewModel = scene.viewModel(staleAfter: 30, frames: frames, holdings: holdings ? scene.holdings(importsHoldings: account != nil, fillHistory: fillHistory) : nil, feedHours: feedHours)
        let detailUseCases = StockDetailViewModel.UseCases(
            watchQuotes: DefaultWatchStockQuotesUseCase(quotes: feed),
            loadIntradayBars: nil,
            loadDailyBars: nil,
            watchOrderBook: PushedOrderBooks(books: orderBooks),
            watchVenuePrices: PushedVenuePrices(prices: venuePrices),
            tradingMinutes: ListedTradingMinutes(nextrade: Set(nextrade.compactMap(StockCode.init)))
        )
        let scheduler = scheduler
        let quotes = feed
        let importHolding = scene.importBrokerHolding()
        let rebuildLots = fillHistory.map { scene.rebuildLots(from: $0) }
        screen = WatchlistScreen(viewModel: viewModel, options: options, makeDetail: { code in
            StockDetailViewModel(
                code: code, stock: ScreenHarness.stocks.first { $0.code == code }, useCases: detailUseCases,
                scheduler: scheduler, frames: frames
            )
        }, makeAccount: {
            account.map {
                AccountViewModel(
                    watchAccount: DefaultWatchAccountUseCase(account: $0, quotes: quotes), importHolding: importHolding, rebuildLots: rebuildLots, orderChanges: nil,
                    scheduler: scheduler, frames: frames
                )
            }
        })
        subscription = screen.start(
            keys: keys.asObservable(),
            onChange: { [unowned self] in redrawRequests += 1 },
            onQuit: { [unowned self] in quitRequested = true }
        )
        advance(ticks: 5)
    }

    deinit {
        subscription?.dispose()
    }

    /// Moves virtual time on by `ticks` (0.1 s each), running what falls due.
    func advance(ticks: Int) {
        scheduler.advanceTo(scheduler.clock + ticks)
    }

    /// Presses each key, half a second apart (time for an edit's save and its answer to come back).
    func press(_ pressed: Key...) {
        for key in pressed {
            keys.onNext(key)
            advance(ticks: 5)
        }
    }

    /// Presses the keys with no time between them, as one read from the terminal delivers a fast
    /// typist's burst or a paste; then lets half a second pass.
    func burst(_ pressed: Key...) {
        pressed.forEach(keys.onNext)
        advance(ticks: 5)
    }

    /// Types `text`, one character per key press (as an IME delivers syllables).
    func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    /// Pushes a quote (traded at `time`, 09:00 Korea time on the clock's day by default) and lets it through.
    func quote(_ code: String, price: Int, base: Int, volume: Int = 1_000, at time: Date = Date(timeIntervalSince1970: 0)) {
        feed.send(.of(StockCode(code)!, price: price, base: base, volume: volume, time: time))
        advance(ticks: 1)
    }

    /// Draws a frame on a cleared canvas and returns its lines, trailing spaces removed.
    @discardableResult
    func render() -> [String] {
        canvas.clear()
        screen.draw(on: canvas)
        return canvas.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    /// The rendered line containing `text`, if any.
    func line(containing text: String) -> (row: Int, text: String)? {
        render().enumerated().first { $0.element.contains(text) }.map { ($0.offset, $0.element) }
    }

    /// Each venue's prices as the test pushes them.
    private struct PushedVenuePrices: WatchVenuePricesUseCase {
        let prices: PublishSubject<VenuePrices>
        func execute(code: StockCode) -> Observable<VenuePrices> { prices.asObservable() }
    }

    /// Order books as the test pushes them.
    private struct PushedOrderBooks: WatchOrderBookUseCase {
        let books: PublishSubject<OrderBook>
        func execute(code: StockCode) -> Observable<OrderBook> { books.filter { $0.code == code } }
    }
}
