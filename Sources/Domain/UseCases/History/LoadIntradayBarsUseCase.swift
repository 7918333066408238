// Today's minute chart of one stock: cached bars at once, the missing minutes fetched, then grown by ticks.

import FoundationEssentials
import Reactive

/// Loads and follows today's minute bars of one stock: the latest session's while today's has not begun.
public protocol LoadIntradayBarsUseCase {
    /// At once the cached minute bars from the latest session's day on (today's, or before the opening, on a
    /// weekend or a holiday the last trading day's) (`isComplete` false), then — after fetching only the minutes
    /// after the last cached one — the whole day so far (`isComplete` true), then the series again after
    /// every quote of `ticks` that traded (the caller passes the quotes it already watches, so no second
    /// feed spends the rate budget). Never fails: a failed fetch or cache is reported in `problems`.
    func execute(code: StockCode, ticks: Observable<Quote>) -> Observable<LoadedPriceBars>
}

/// Reads a `PriceBarCache`, fetches the rest from a `PriceHistoryRepository` and stores what it learns.
///
/// Everything runs on the cache scheduler, one event at a time: the cache read and the fetch at
/// subscription, the fetch's answer and each tick (observed on it), then each store of fetched or ticked
/// bars as a later item, after they are shown. So a commit (an `fdatasync`) never holds up a frame,
/// the emissions keep the order of the changes without a lock held around `onNext`, and a store's
/// problem comes as one more emission. A tick while every exchange is shut (the simulator's own
/// session on a weekend, a quote polled at night) is no trade of a session: the last session's chart stays.
public final class DefaultLoadIntradayBarsUseCase: LoadIntradayBarsUseCase {
    private let sources: PriceHistorySources
    private let calendar: KRXCalendar?

    /// `now` is the clock that decides which day is today; `calendar` which trading day's session is the
    /// latest and when the exchanges trade (without one, today's from midnight, every tick charted);
    /// `cacheScheduler` where the cache is read and written and the events handled: a serial scheduler
    /// (a background queue in the app, shared with the daily chart; at once by default, for one thread).
    public init(
        history: PriceHistoryRepository, cache: PriceBarCache, now: @escaping () -> Date = { Date() }, calendar: KRXCalendar? = nil,
        cacheScheduler: any ImmediateSchedulerType = ImmediateScheduler.instance
    ) {
        sources = PriceHistorySources(history: history, cache: PriceBarCacheAccess(cache: cache), now: now, cacheScheduler: cacheScheduler)
        self.calendar = calendar
    }

    /// What one subscription knows: the bars so far (nil builder until the fetch has answered) and the problems.
    private struct State {
        var bars: [PriceBar]
        var builder: IntradayBarBuilder?
        var problems: [String]
    }

    public func execute(code: StockCode, ticks: Observable<Quote>) -> Observable<LoadedPriceBars> {
        let history = sources.history
        let cache = sources.cache
        let now = sources.now
        let cacheScheduler = sources.cacheScheduler
        let calendar = calendar
        return Observable.create { observer in
            let clock = now()
            let from = calendar.map { KoreaTime.date(of: $0.latestSessionDay(at: clock), minute: 0) } ?? BarInterval.day.start(of: clock)
            let cached = cache.bars(for: code, interval: .minute, from: from, through: clock)
            // Only touched on the cache scheduler, one event at a time; the lock makes that safe to share.
            let state = LockedState(State(bars: cached.bars, builder: nil, problems: cached.problems))
            func loaded(_ state: State) -> LoadedPriceBars {
                LoadedPriceBars(code: code, interval: .minute, bars: state.bars, isComplete: true, problems: state.problems)
            }
            func store(_ bars: [PriceBar]) {
                _ = cacheScheduler.schedule(bars) { bars in
                    let problems = cache.store(bars, for: code, interval: .minute)
                    if !problems.isEmpty {
                        observer.onNext(state.withLock { state in
                            state.problems += problems
                            return loaded(state)
                        })
                    }
                    return Disposables.create()
                }
            }
            observer.onNext(LoadedPriceBars(code: code, interval: .minute, bars: cached.bars, isComplete: false, problems: cached.problems))
            // The last cached minute may have been stored while it was still trading: fetch it again.
            let fetchAfter = cached.bars.last.map { $0.start.addingTimeInterval(-1) }
            let subscriptions = CompositeDisposable()
            _ = subscriptions.insert(history.intradayBars(for: code, after: fetchAfter).asObservable().observe(on: cacheScheduler).subscribe { event in
                let answer: (LoadedPriceBars, fetched: [PriceBar])? = state.withLock { state in
                    switch event {
                    case .next(let bars):
                        state.bars = PriceBarMerge.merge(state.bars, bars)
                        state.builder = IntradayBarBuilder(bars: state.bars, complete: true)
                        return (loaded(state), bars)
                    case .error(let error):
                        state.problems.append((error as? UserFacingError)?.message ?? "Today's chart could not be fetched.")
                        state.builder = IntradayBarBuilder(bars: state.bars, complete: false)
                        return (loaded(state), [])
                    case .completed:
                        return nil
                    }
                }
                guard let answer else { return }
                observer.onNext(answer.0)
                if !answer.fetched.isEmpty { store(answer.fetched) }
            })
            _ = subscriptions.insert(ticks.observe(on: cacheScheduler).subscribe(onNext: { quote in
                if let calendar, calendar.venueSessions(at: quote.time).isShut { return }
                let changed: (LoadedPriceBars, bar: PriceBar)? = state.withLock { state in
                    guard var builder = state.builder, let bar = builder.apply(quote) else { return nil }
                    state.builder = builder
                    state.bars = builder.bars
                    return (loaded(state), bar)
                }
                guard let changed else { return }
                observer.onNext(changed.0)
                store([changed.bar])
            }))
            return subscriptions
        }
        .subscribe(on: cacheScheduler)
    }
}
