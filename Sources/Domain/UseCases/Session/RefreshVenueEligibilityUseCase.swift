// Learn which of the user's stocks Nextrade trades today, once at start.

import Reactive

/// Checks the venues of every stock of every watchlist with the broker.
public protocol RefreshVenueEligibilityUseCase {
    /// Reads the watchlists, then refreshes their stocks' venues; emits the repository's notices.
    func execute() -> Observable<String>
}

/// Feeds the codes of `watchlists` (each once, in order) to a `VenueEligibilityRepository`, `delay` after
/// subscription: the start's quotes go first on the broker's shared request budget.
public final class DefaultRefreshVenueEligibilityUseCase: RefreshVenueEligibilityUseCase {
    private let eligibility: VenueEligibilityRepository
    private let watchlists: WatchlistRepository
    private let delay: RxTimeInterval
    private let scheduler: any SchedulerType

    public init(eligibility: VenueEligibilityRepository, watchlists: WatchlistRepository, delay: RxTimeInterval, scheduler: any SchedulerType) {
        self.eligibility = eligibility
        self.watchlists = watchlists
        self.delay = delay
        self.scheduler = scheduler
    }

    public func execute() -> Observable<String> {
        let eligibility = eligibility, watchlists = watchlists
        return Observable<Int>.timer(delay, scheduler: scheduler)
            .flatMap { _ in watchlists.fetchWatchlists().asObservable() }
            .flatMap { lists -> Observable<String> in
                var seen = Set<StockCode>()
                return eligibility.refresh(lists.flatMap(\.codes).filter { seen.insert($0).inserted })
            }
            .catch { _ in .empty() }
    }
}
