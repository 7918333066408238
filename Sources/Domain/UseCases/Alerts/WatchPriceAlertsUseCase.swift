// Watch the quotes of every stock with an armed alert and report each alert that fires.

import FoundationEssentials
import Reactive

/// Evaluates the armed alerts of all watchlists on every quote the feed delivers — for every stock
/// with an alert, shown on screen or not.
public protocol WatchPriceAlertsUseCase {
    /// The firings, until disposed; never ends when no alert is armed. Subscribe anew when the stored
    /// alerts change (added, edited, re-armed, deleted).
    func execute(watchlists: [Watchlist]) -> Observable<PriceAlertFiring>
}

/// Subscribes one `QuoteRepository` stream for the codes with armed alerts and runs a `PriceAlertEngine` on
/// it. With volume alerts armed, it first reads each of their stocks' daily bars from the history
/// repository (the last 20 before today, from 40 calendar days back) for the average volume; a stock whose
/// bars cannot be read has no average, and its volume alerts wait.
public final class DefaultWatchPriceAlertsUseCase: WatchPriceAlertsUseCase {
    private let quotes: QuoteRepository
    private let history: (repository: PriceHistoryRepository, clock: any SchedulerType)?

    /// The days averaged for a volume alert.
    static let averagedDays = 20

    /// - Parameters:
    ///   - quotes: The feed the alerts are evaluated on.
    ///   - history: Daily bars for volume alerts and the clock saying which day is today; nil leaves
    ///     volume alerts without an average (they never fire).
    public init(quotes: QuoteRepository, history: (repository: PriceHistoryRepository, clock: any SchedulerType)? = nil) {
        self.quotes = quotes
        self.history = history
    }

    public func execute(watchlists: [Watchlist]) -> Observable<PriceAlertFiring> {
        let counted = PriceAlertEngine(watchlists: watchlists)
        guard counted.armedCount > 0 else { return .never() }
        let codes = counted.codes
        let quotes = quotes
        return averageVolumes(of: counted.volumeCodes).flatMap { averages -> Observable<PriceAlertFiring> in
            let feed = quotes.quotes(for: codes)
            return Observable.create { observer in
                var engine = PriceAlertEngine(watchlists: watchlists, averageVolumes: averages)
                return feed.subscribe(
                    onNext: { event in
                        guard case .quote(let quote) = event else { return }
                        for firing in engine.evaluate(quote) { observer.onNext(firing) }
                    },
                    onError: { observer.onError($0) },
                    onCompleted: { observer.onCompleted() }
                )
            }
        }
    }

    /// Each code's mean daily volume over its last `averagedDays` bars before today, once all are read.
    private func averageVolumes(of codes: [StockCode]) -> Observable<[StockCode: Int]> {
        guard let history, !codes.isEmpty else { return .just([:]) }
        let today = history.clock.now
        let (day, _) = KoreaTime.dayAndMinute(today)
        let from = KoreaTime.date(of: day.adding(days: -40), minute: 0)
        let through = KoreaTime.date(of: day.adding(days: -1), minute: 0)
        let reads = codes.map { code in
            history.repository.dailyBars(for: code, from: from, through: through).asObservable()
                .map { bars in (code, Self.average(bars)) }
                .catchAndReturn((code, nil))
        }
        return Observable.merge(reads).reduce([StockCode: Int]()) { averages, read in
            var averages = averages
            averages[read.0] = read.1
            return averages
        }
    }

    /// The mean volume of the last `averagedDays` bars, nil without any.
    static func average(_ bars: [PriceBar]) -> Int? {
        let last = bars.suffix(averagedDays)
        guard !last.isEmpty else { return nil }
        return last.reduce(0) { $0 + $1.volume } / last.count
    }
}
