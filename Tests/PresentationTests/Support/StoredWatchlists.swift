// A watchlist store for view model tests: lists in memory, optionally read-only or failing to save.

import Domain
import Reactive

/// Keeps the watchlists in memory and answers at once, like a store that never waits on a disk.
final class StoredWatchlists: WatchlistRepository {
    private(set) var watchlists: [Watchlist]
    let isReadOnly: Bool
    let notices: [String]
    /// When set, saving fails with it (a full disk).
    var saveFailure: WatchlistStoreError?
    /// When set, reading fails with it.
    var fetchFailure: WatchlistStoreError?
    /// How many times the lists were saved.
    private(set) var saves = 0

    init(_ watchlists: [Watchlist], isReadOnly: Bool = false, notices: [String] = []) {
        self.watchlists = watchlists
        self.isReadOnly = isReadOnly
        self.notices = notices
    }

    func fetchWatchlists() -> Single<[Watchlist]> {
        fetchFailure.map { .error($0) } ?? .just(watchlists)
    }

    func saveWatchlists(_ watchlists: [Watchlist]) -> Single<Void> {
        if let saveFailure { return .error(saveFailure) }
        self.watchlists = watchlists
        saves += 1
        return .just(())
    }
}
