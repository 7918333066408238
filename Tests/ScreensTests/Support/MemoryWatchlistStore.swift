// A watchlist store for screen tests: the lists in memory, saved at once.

import Domain
import Reactive
import Screens

/// Keeps the watchlists in memory, like a store that never waits on a disk.
final class MemoryWatchlistStore: WatchlistRepository {
    private(set) var watchlists: [Watchlist]
    let isReadOnly: Bool
    let notices: [String]

    init(_ watchlists: [Watchlist], isReadOnly: Bool = false, notices: [String] = []) {
        self.watchlists = watchlists
        self.isReadOnly = isReadOnly
        self.notices = notices
    }

    func fetchWatchlists() -> Single<[Watchlist]> {
        .just(watchlists)
    }

    func saveWatchlists(_ watchlists: [Watchlist]) -> Single<Void> {
        if isReadOnly { return .error(WatchlistStoreError.readOnly) }
        self.watchlists = watchlists
        return .just(())
    }
}
