// A daily chart of one stock: cached days at once, then only the missing days fetched and stored.

import FoundationEssentials
import Reactive

/// Loads the daily bars of one stock for a span of days ending today.
public protocol LoadDailyBarsUseCase {
    /// At once the cached daily bars from `from` through today (`isComplete` false), then, after fetching
    /// only the ranges `DailyBarGaps` finds missing, the whole span (`isComplete` true), then completes.
    /// Never fails: a failed fetch or cache is reported in `problems`.
    func execute(code: StockCode, from: Date) -> Observable<LoadedPriceBars>
}

/// Reads a `PriceBarCache`, fetches the gaps from a `PriceHistoryRepository` one range after another and
/// stores them once the whole span is shown, all on the cache scheduler, one event at a time (the
/// answers observed on it, the store as a later item), so no lock is held around `onNext`; completes
/// once they are stored (with one more emission when the store had a problem).
public final class DefaultLoadDailyBarsUseCase: LoadDailyBarsUseCase {
    private let sources: PriceHistorySources

    /// `now` is the clock that decides which day is today; `cacheScheduler` where the cache is read and
    /// written and the answers handled: a serial scheduler (a background queue in the app, shared with
    /// today's chart; at once by default, for one thread).
    public init(
        history: PriceHistoryRepository, cache: PriceBarCache, now: @escaping () -> Date = { Date() },
        cacheScheduler: any ImmediateSchedulerType = ImmediateScheduler.instance
    ) {
        sources = PriceHistorySources(history: history, cache: PriceBarCacheAccess(cache: cache), now: now, cacheScheduler: cacheScheduler)
    }

    public func execute(code: StockCode, from: Date) -> Observable<LoadedPriceBars> {
        let history = sources.history
        let cache = sources.cache
        let cacheScheduler = sources.cacheScheduler
        let today = BarInterval.day.start(of: sources.now())
        let first = BarInterval.day.start(of: from)
        return Observable.create { observer in
            let cached = cache.bars(for: code, interval: .day, from: first, through: today)
            observer.onNext(LoadedPriceBars(code: code, interval: .day, bars: cached.bars, isComplete: false, problems: cached.problems))
            let missing = DailyBarGaps.missingRanges(cached: cached.bars, from: first, through: today)
            let fetches = missing.map { range in
                history.dailyBars(for: code, from: range.lowerBound, through: range.upperBound).asObservable()
            }
            // Only touched on the cache scheduler, one event at a time; the lock makes that safe to share.
            let state = LockedState((bars: cached.bars, fetched: [PriceBar](), problems: cached.problems))
            func loaded(bars: [PriceBar], problems: [String]) -> LoadedPriceBars {
                LoadedPriceBars(code: code, interval: .day, bars: bars, isComplete: true, problems: problems)
            }
            return Observable.from(fetches).concatMap { $0 }.observe(on: cacheScheduler).subscribe { event in
                let shown: (LoadedPriceBars, fetched: [PriceBar])? = state.withLock { state in
                    switch event {
                    case .next(let fetched):
                        state.bars = PriceBarMerge.merge(state.bars, fetched)
                        state.fetched += fetched
                        return nil
                    case .error(let error):
                        state.problems.append((error as? UserFacingError)?.message ?? "The daily chart could not be fetched.")
                    case .completed:
                        break
                    }
                    return (loaded(bars: state.bars, problems: state.problems), state.fetched)
                }
                guard let shown else { return }
                observer.onNext(shown.0)
                _ = cacheScheduler.schedule(shown.fetched) { fetched in
                    let problems = cache.store(fetched, for: code, interval: .day)
                    if !problems.isEmpty {
                        observer.onNext(state.withLock { state in
                            state.problems += problems
                            return loaded(bars: state.bars, problems: state.problems)
                        })
                    }
                    observer.onCompleted()
                    return Disposables.create()
                }
            }
        }
        .subscribe(on: cacheScheduler)
    }
}
