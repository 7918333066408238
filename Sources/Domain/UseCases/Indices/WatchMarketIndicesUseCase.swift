// Watch KOSPI, KOSDAQ and KOSPI200 for the header: the feed's events folded into one board, at a calm rate.

import Dispatch
import Reactive

/// Follows the index feed for the header line.
public protocol WatchMarketIndicesUseCase {
    /// The board after the feed's first event, then as it changes — at most once per the use case's
    /// refresh interval, the latest board winning. A failing feed never blanks it: figures stay,
    /// marked stale, and a feed that ends with an error leaves every index stale; the stream then
    /// completes instead of failing.
    func execute() -> Observable<MarketIndexBoard>
}

/// Folds a `MarketIndexRepository`'s events into a `MarketIndexBoard`, throttled on `scheduler`.
///
/// The simulated indices move with every trade (hundreds a second over the full listing) and the KIS
/// ones answer every 15 s within the quotes' rate budget; either way the header needs no more than
/// `refreshInterval`'s pace, so the screen's update loop sees a handful of boards a second at most.
public final class DefaultWatchMarketIndicesUseCase: WatchMarketIndicesUseCase {
    /// The default shortest time between two boards.
    public static let defaultRefreshInterval = RxTimeInterval.milliseconds(500)

    private let repository: MarketIndexRepository
    private let scheduler: any SchedulerType
    private let refreshInterval: RxTimeInterval

    public init(repository: MarketIndexRepository, scheduler: any SchedulerType, refreshInterval: RxTimeInterval = DefaultWatchMarketIndicesUseCase.defaultRefreshInterval) {
        self.repository = repository
        self.scheduler = scheduler
        self.refreshInterval = refreshInterval
    }

    public func execute() -> Observable<MarketIndexBoard> {
        repository.indices()
            .map(BoardStep.event)
            .catch { error in Observable.just(.ended((error as? any UserFacingError)?.message ?? String(describing: error))) }
            .scan(into: MarketIndexBoard()) { board, step in
                switch step {
                case .event(let event): board.apply(event)
                case .ended(let message): board.end(because: "index feed stopped: \(message)")
                }
            }
            .throttle(refreshInterval, latest: true, scheduler: scheduler)
    }
}

/// One step of the fold: a feed event, or the feed's end with its reason.
private enum BoardStep {
    case event(MarketIndexFeedEvent)
    case ended(String)
}
