// The stock detail view's view model: keys in; the stock's quotes, today's and past bars and its order book merged into one state per frame out.

import Domain
import FoundationEssentials
import Reactive

/// The detail view of one stock in Input/Output `transform` style.
///
/// Input: the view's intents (daily span, daily style). Output: one `StockDetailState` per frame at
/// most, on the injected frames. The stock's quotes come from one feed subscription, shared by the
/// header, the trades and the intraday chart's live extension. A use case left out (a feed without
/// history or order book) leaves its part empty: without the intraday bars the path is grown from
/// quotes alone. A newer daily span disposes the load of the older one. A failed order book is a notice
/// (its reason, sanitised) and is watched again after `orderBookRetryDelay`, until a book clears the notice.
public final class StockDetailViewModel {
    /// The use cases the view runs; the optional ones may be missing for a feed that lacks the data.
    public struct UseCases {
        public let watchQuotes: WatchStockQuotesUseCase
        public let loadIntradayBars: LoadIntradayBarsUseCase?
        public let loadDailyBars: LoadDailyBarsUseCase?
        public let watchOrderBook: WatchOrderBookUseCase?
        /// Where the stock's quotes come from (live, polled, stale), for the header's price source; nil
        /// for a feed that says none.
        public let watchSources: WatchQuoteSourcesUseCase?
        /// Whether a venue trades now, so a REST snapshot taken while both are shut reads "last close".
        public let currentSession: CurrentMarketSessionUseCase?
        /// KRX's and Nextrade's own prices of a Nextrade stock; nil for a feed without them.
        public let watchVenuePrices: WatchVenuePricesUseCase?
        /// The minutes the stock trades on each day (today's chart spans them); nil charts KRX's 09:00–15:30.
        public let tradingMinutes: StockTradingMinutesUseCase?

        public init(
            watchQuotes: WatchStockQuotesUseCase,
            loadIntradayBars: LoadIntradayBarsUseCase?,
            loadDailyBars: LoadDailyBarsUseCase?,
            watchOrderBook: WatchOrderBookUseCase?,
            watchSources: WatchQuoteSourcesUseCase? = nil,
            currentSession: CurrentMarketSessionUseCase? = nil,
            watchVenuePrices: WatchVenuePricesUseCase? = nil,
            tradingMinutes: StockTradingMinutesUseCase? = nil
        ) {
            self.watchQuotes = watchQuotes
            self.loadIntradayBars = loadIntradayBars
            self.loadDailyBars = loadDailyBars
            self.watchOrderBook = watchOrderBook
            self.watchSources = watchSources
            self.currentSession = currentSession
            self.watchVenuePrices = watchVenuePrices
            self.tradingMinutes = tradingMinutes
        }
    }

    public struct Input {
        public let intents: Observable<StockDetailIntent>

        public init(intents: Observable<StockDetailIntent>) {
            self.intents = intents
        }
    }

    public struct Output {
        /// The first state at subscription, then at most one per frame. Each subscription watches anew.
        public let state: Observable<StockDetailState>
    }

    private let code: StockCode
    private let stock: Stock?
    private let useCases: UseCases
    private let scheduler: any SchedulerType
    private let frames: (any ImmediateSchedulerType)?

    /// - Parameters:
    ///   - code: The stock shown; `stock` its catalog entry, nil when the catalog lacks it.
    ///   - frames: Where states are emitted, once per frame (the run loop's `FrameScheduler`); nil emits
    ///     after every update (tests).
    public init(code: StockCode, stock: Stock?, useCases: UseCases, scheduler: any SchedulerType, frames: (any ImmediateSchedulerType)? = nil) {
        self.code = code
        self.stock = stock
        self.useCases = useCases
        self.scheduler = scheduler
        self.frames = frames
    }

    enum Action {
        case intent(StockDetailIntent)
        case feed(QuoteFeedEvent)
        case intraday(LoadedPriceBars)
        case daily(LoadedPriceBars, DailySpan)
        case orderBook(OrderBook)
        case orderBookFailed(String)
        case source(QuoteSource?)
        case venuePrices(VenuePrices)
    }

    enum Effect {
        case loadDaily(DailySpan)
    }

    public func transform(_ input: Input) -> Output {
        let code = code
        let stock = stock
        let scheduler = scheduler
        let useCases = useCases
        let tradingMinutes = useCases.tradingMinutes?.execute(code: code)
        let feed = useCases.watchQuotes.execute(code: code).share()
        let ticks = feed.compactMap { event -> Quote? in
            if case .quote(let quote) = event { return quote }
            return nil
        }
        var actions: [Observable<Action>] = [
            input.intents.map { .intent($0) },
            feed.observe(on: scheduler).map { .feed($0) },
        ]
        if let intraday = useCases.loadIntradayBars {
            actions.append(intraday.execute(code: code, ticks: ticks).observe(on: scheduler).map { .intraday($0) })
        }
        if let sources = useCases.watchSources {
            actions.append(
                sources.execute(visibleCodes: .never()).map { $0.sources[code] }.distinctUntilChanged().observe(on: scheduler).map { .source($0) }
            )
        }
        if let venuePrices = useCases.watchVenuePrices {
            actions.append(venuePrices.execute(code: code).observe(on: scheduler).map { .venuePrices($0) })
        }
        if let orderBooks = useCases.watchOrderBook {
            actions.append(Self.watchedOrderBooks(orderBooks, code: code, scheduler: scheduler).observe(on: scheduler))
        }
        let state = UpdateLoop<StockDetailLoopState, Action, Effect>.observable(
            initial: { StockDetailLoopState(code: code, stock: stock, tradingMinutes: tradingMinutes) },
            actions: actions,
            startEffects: [.loadDaily(.threeMonths)],
            update: Self.update,
            emission: frames.map { .oncePerFrame(on: $0) } ?? .eachUpdate,
            effects: { loop in
                let daily = SerialDisposable()
                loop.own(daily)
                return { effect in
                    guard case .loadDaily(let span) = effect, let load = useCases.loadDailyBars else { return }
                    let from = scheduler.now.addingTimeInterval(-Double(span.days) * 86_400)
                    daily.disposable = load.execute(code: code, from: BarInterval.day.start(of: from))
                        .observe(on: scheduler)
                        .subscribe(onNext: { loop.send(.daily($0, span)) })
                }
            }
        )
        let session = useCases.currentSession
        return Output(state: state.map { model in
            StockDetailState(model, now: scheduler.now, isTrading: session.map { FeedHours.exchange.isTrading(at: $0.status()) } ?? true)
        })
    }

    /// The wait before watching the order book again after `failures` failures in a row (1 for the
    /// first): 1 s, doubling up to 30 s, so a server that is down is not hammered.
    static func orderBookRetryDelay(afterFailures failures: Int) -> RxTimeInterval {
        .seconds(min(30, 1 << min(max(failures - 1, 0), 5)))
    }

    /// The book's actions: each failure said, then the book watched again after the backoff; a book
    /// that arrives resets the count of failures.
    private static func watchedOrderBooks(_ orderBooks: WatchOrderBookUseCase, code: StockCode, scheduler: any SchedulerType) -> Observable<Action> {
        Observable.deferred {
            let failures = LockedState(0)
            return orderBooks.execute(code: code)
                .do(onNext: { _ in failures.withLock { $0 = 0 } })
                .map { Action.orderBook($0) }
                .catch { error in
                    let count = failures.withLock { count in
                        count += 1
                        return count
                    }
                    let retry = Observable<Int>.timer(orderBookRetryDelay(afterFailures: count), scheduler: scheduler)
                        .flatMap { _ in Observable<Action>.error(error) }
                    return Observable.just(.orderBookFailed(error.userFacingMessage)).concat(retry)
                }
                .retry()
        }
    }

    private static func update(_ model: inout StockDetailLoopState, _ action: Action) -> [Effect] {
        switch action {
        case .intent(.toggleDailySpan):
            model.dailySpan = model.dailySpan.toggled
            model.dailyBars = []
            return [.loadDaily(model.dailySpan)]
        case .intent(.toggleDailyStyle):
            model.dailyStyle = model.dailyStyle.toggled
        case .feed(let event):
            model.apply(event)
        case .intraday(let loaded):
            model.apply(intraday: loaded)
        case .daily(let loaded, let span):
            model.apply(daily: loaded, for: span)
        case .orderBook(let book):
            model.apply(book)
        case .orderBookFailed(let message):
            model.orderBookProblem = message
        case .source(let source):
            model.quoteSource = source
        case .venuePrices(let prices):
            model.venuePrices = prices
        }
        return []
    }
}
