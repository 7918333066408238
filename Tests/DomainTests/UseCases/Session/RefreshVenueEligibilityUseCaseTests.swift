// Checking the watched stocks' venues with the broker: each code once, after the start's delay, notices passed on.

import Domain
import DomainTestDoubles
import Reactive
import ReactiveTesting
import Testing

@Suite struct RefreshVenueEligibilityUseCaseTests {
    /// Two watchlists sharing 005930.
    private final class Lists: WatchlistRepository {
        let isReadOnly = false
        let notices: [String] = []
        func fetchWatchlists() -> Single<[Watchlist]> {
            .just([
                Watchlist(id: WatchlistID("a"), name: "관심종목", codes: ["005930", "035720"].compactMap(StockCode.init)),
                Watchlist(id: WatchlistID("b"), name: "반도체", codes: ["000660", "005930"].compactMap(StockCode.init)),
            ])
        }
        func saveWatchlists(_ watchlists: [Watchlist]) -> Single<Void> { .just(()) }
    }

    /// Records the codes it is asked about and answers one notice.
    private final class Eligibility: VenueEligibilityRepository {
        private(set) var asked: [[StockCode]] = []
        func refresh(_ codes: [StockCode]) -> Observable<String> {
            asked.append(codes)
            return .just("Nextrade now trades 035720 (KIS, today): their prices follow.")
        }
    }

    @Test func everyWatchedCodeIsCheckedOnceAfterTheDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let eligibility = Eligibility()
        let useCase = DefaultRefreshVenueEligibilityUseCase(eligibility: eligibility, watchlists: Lists(), delay: .seconds(5), scheduler: scheduler)
        let observer = scheduler.start { useCase.execute() }
        #expect(eligibility.asked == [["005930", "035720", "000660"].compactMap(StockCode.init)])
        #expect(observer.events.compactMap(\.value.element) == ["Nextrade now trades 035720 (KIS, today): their prices follow."])
        #expect(observer.events.first?.time == 205)
    }
}
