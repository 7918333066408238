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

/// Reads a `PriceBarCache`, fetches the gaps from a `PriceHistoryRepository` one range after another and stores them.
public final class DefaultLoadDailyBarsUseCase: LoadDailyBarsUseCase {
    private let history: PriceHistoryRepository
    private let cache: PriceBarCacheAccess
    private let now: () -> Date

    /// `now` is the clock that decides which day is today.
    public init(history: PriceHistoryRepository, cache: PriceBarCache, now: @escaping () -> Date = { Date() }) {
        self.history = history
        self.cache = PriceBarCacheAccess(cache: cache)
        self.now = now
    }

    public func execute(code: StockCode, from: Date) -> Observable<LoadedPriceBars> {
        let history = history
        let cache = cache
        let today = BarInterval.day.start(of: now())
        let first = BarInterval.day.start(of: from)
        return Observable.create { observer in
            let cached = cache.bars(for: code, interval: .day, from: first, through: today)
            observer.onNext(LoadedPriceBars(code: code, interval: .day, bars: cached.bars, isComplete: false, problems: cached.problems))
            let missing = DailyBarGaps.missingRanges(cached: cached.bars, from: first, through: today)
            let fetches = missing.map { range in
                history.dailyBars(for: code, from: range.lowerBound, through: range.upperBound).asObservable()
            }
            let state = LockedState((bars: cached.bars, problems: cached.problems))
            return Observable.from(fetches).concatMap { $0 }.subscribe { event in
                state.withLock { state in
                    switch event {
                    case .next(let fetched):
                        state.bars = PriceBarMerge.merge(state.bars, fetched)
                        state.problems += cache.store(fetched, for: code, interval: .day)
                        return
                    case .error(let error):
                        state.problems.append((error as? UserFacingError)?.message ?? "The daily chart could not be fetched.")
                    case .completed:
                        break
                    }
                    observer.onNext(LoadedPriceBars(code: code, interval: .day, bars: state.bars, isComplete: true, problems: state.problems))
                    observer.onCompleted()
                }
            }
        }
    }
}
