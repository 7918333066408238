// Live KOSPI / KOSDAQ / KOSPI200 figures from KIS: the three indices polled at a low rate, in the quotes' budget.

import Domain
import FoundationEssentials
import Networking
import Reactive

/// The `kis` feed's index repository.
///
/// Every `interval` (default 15 s) it asks for the three indices one after the other through the
/// client, whose one rate limiter also paces the quote polling: three permits per round, so at the
/// default a paper account (1 request/s) spends a fifth of its budget on indices. The next round waits
/// for the last one to end; after a failed one the wait grows. A failed index is a `.failure` event and
/// the feed goes on.
public final class KISIndexRepository: MarketIndexRepository {
    /// The default seconds between rounds.
    public static let defaultInterval: TimeInterval = 15

    private let fetcher: any KISIndexFetching
    private let scheduler: any SchedulerType
    private let interval: TimeInterval

    /// A repository over `client` (the same client the quote repository uses, so one budget).
    public convenience init(client: KISClient, scheduler: any SchedulerType, interval: TimeInterval = KISIndexRepository.defaultInterval) {
        self.init(fetcher: client, scheduler: scheduler, interval: interval)
    }

    init(fetcher: any KISIndexFetching, scheduler: any SchedulerType, interval: TimeInterval) {
        precondition(interval > 0, "the index poll needs a positive interval")
        self.fetcher = fetcher
        self.scheduler = scheduler
        self.interval = interval
    }

    /// The three indices now and then every interval, delivered on the scheduler, until disposed. After
    /// a round with a failure the wait doubles, up to `maximumBackoff` intervals, and a good round brings
    /// it back: failing calls are not repeated at full rate inside the quotes' budget.
    public func indices() -> Observable<MarketIndexFeedEvent> {
        Observable<MarketIndexFeedEvent>.create { observer in
            let step = SerialDisposable()
            // Apart from `step`: a round that ends at once schedules the next before its own subscription is kept.
            let currentRound = SerialDisposable()
            let failedRounds = LockedState(0)
            func run() {
                let failed = LockedState(false)
                currentRound.disposable = self.round().subscribe(
                    onNext: { event in
                        if case .failure = event { failed.withLock { $0 = true } }
                        observer.onNext(event)
                    },
                    onCompleted: {
                        let count = failedRounds.withLock { rounds in
                            rounds = failed.withLock { $0 } ? rounds + 1 : 0
                            return rounds
                        }
                        let wait = self.interval * Double(1 << min(count, Self.maximumBackoffDoublings))
                        step.disposable = self.scheduler.scheduleRelative((), dueTime: .nanoseconds(Int((wait * 1_000_000_000).rounded()))) { _ in
                            run()
                            return Disposables.create()
                        }
                    }
                )
            }
            step.disposable = self.scheduler.schedule(()) { _ in
                run()
                return Disposables.create()
            }
            return Disposables.create(step, currentRound)
        }
        .observe(on: scheduler)
    }

    /// Doublings of the wait after failed rounds: at most 8 intervals (2 minutes at the default).
    static let maximumBackoffDoublings = 3

    /// One request per index, in order; each failure becomes an event.
    private func round() -> Observable<MarketIndexFeedEvent> {
        Observable.from(MarketIndexKind.allCases).concatMap { kind in
            self.fetcher.fetchIndex(kind).asObservable()
                .map { MarketIndexFeedEvent.index($0) }
                .catch { error in
                    let message = (error as? any UserFacingError)?.message ?? String(describing: error)
                    return Observable.just(.failure(kind: kind, message: message))
                }
        }
    }
}
