// Live KOSPI / KOSDAQ / KOSPI200 figures from KIS: the three indices polled at a low rate, in the quotes' budget.

import Domain
import FoundationEssentials
import Networking
import Reactive

/// The `kis` feed's index repository.
///
/// Every `interval` (default 15 s) it asks for the three indices one after the other through the
/// client, whose one rate limiter also paces the quote polling: three permits per round, so at the
/// default a paper account (1 request/s) spends a fifth of its budget on indices. A round still running
/// when the next is due is cancelled. A failed index is a `.failure` event and the feed goes on.
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

    /// The three indices now and then every interval, delivered on the scheduler, until disposed.
    public func indices() -> Observable<MarketIndexFeedEvent> {
        let period = RxTimeInterval.nanoseconds(Int((interval * 1_000_000_000).rounded()))
        return Observable<Int>.timer(.nanoseconds(0), period: period, scheduler: scheduler)
            .flatMapLatest { _ in self.round() }
            .observe(on: scheduler)
    }

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
