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
/// The work runs on the cache scheduler: the cache read and the fetch at subscription, then each store
/// of fetched or ticked bars as a later item, in the order they changed, after they are shown. So a
/// commit (an `fdatasync`) never holds up a frame or another chart's cache read queued before it; a
/// store's problem comes as one more emission.
public final class DefaultLoadIntradayBarsUseCase: LoadIntradayBarsUseCase {
    private let sources: PriceHistorySources
    private let calendar: KRXCalendar?

    /// `now` is the clock that decides which day is today; `calendar` which trading day's session is the
    /// latest (without one, today's from midnight); `cacheScheduler` where the cache is read and written
    /// (a serial background queue in the app, shared with the daily chart; at once by default).
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
            let state = LockedState(State(bars: cached.bars, builder: nil, problems: cached.problems))
            // Held while a change is made and its store queued, so the stores run in the order of the changes.
            let ordering = Lock()
            func store(_ bars: [PriceBar]) {
                _ = cacheScheduler.schedule(bars) { bars in
                    let problems = cache.store(bars, for: code, interval: .minute)
                    guard !problems.isEmpty else { return Disposables.create() }
                    state.withLock { state in
                        state.problems += problems
                        observer.onNext(LoadedPriceBars(code: code, interval: .minute, bars: state.bars, isComplete: true, problems: state.problems))
                    }
                    return Disposables.create()
                }
            }
            observer.onNext(LoadedPriceBars(code: code, interval: .minute, bars: cached.bars, isComplete: false, problems: cached.problems))
            // The last cached minute may have been stored while it was still trading: fetch it again.
            let fetchAfter = cached.bars.last.map { $0.start.addingTimeInterval(-1) }
            let subscriptions = CompositeDisposable()
            _ = subscriptions.insert(history.intradayBars(for: code, after: fetchAfter).subscribe { result in
                ordering.withLock {
                    // Emitted under the lock, so a tick and the fetch's answer reach the chart in the order they changed it.
                    let fetched = state.withLock { state -> [PriceBar] in
                        var fetched: [PriceBar] = []
                        switch result {
                        case .success(let bars):
                            fetched = bars
                            state.bars = PriceBarMerge.merge(state.bars, bars)
                            state.builder = IntradayBarBuilder(bars: state.bars, complete: true)
                        case .failure(let error):
                            state.problems.append((error as? UserFacingError)?.message ?? "Today's chart could not be fetched.")
                            state.builder = IntradayBarBuilder(bars: state.bars, complete: false)
                        }
                        observer.onNext(LoadedPriceBars(code: code, interval: .minute, bars: state.bars, isComplete: true, problems: state.problems))
                        return fetched
                    }
                    if !fetched.isEmpty { store(fetched) }
                }
            })
            _ = subscriptions.insert(ticks.subscribe(onNext: { quote in
                ordering.withLock {
                    let changed = state.withLock { state -> PriceBar? in
                        guard var builder = state.builder, let changed = builder.apply(quote) else { return nil }
                        state.builder = builder
                        state.bars = builder.bars
                        observer.onNext(LoadedPriceBars(code: code, interval: .minute, bars: state.bars, isComplete: true, problems: state.problems))
                        return changed
                    }
                    if let changed { store([changed]) }
                }
            }))
            return subscriptions
        }
        .subscribe(on: cacheScheduler)
    }
}
