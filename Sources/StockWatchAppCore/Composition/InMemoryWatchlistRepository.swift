// Watchlists kept in memory only, for `--synthetic-watchlist`: the user's file is never touched.

import Domain
import Reactive

/// A `WatchlistRepository` that keeps the lists in memory; saving always succeeds and is lost at exit.
final class InMemoryWatchlistRepository: WatchlistRepository, Sendable {
    private let stored: LockedState<[Watchlist]>

    init(_ watchlists: [Watchlist]) {
        stored = LockedState(watchlists)
    }

    func fetchWatchlists() -> Single<[Watchlist]> {
        Single.create { [self] observer in
            observer(.success(stored.withLock { $0 }))
            return Disposables.create()
        }
    }

    func saveWatchlists(_ watchlists: [Watchlist]) -> Single<Void> {
        Single.create { [self] observer in
            stored.withLock { $0 = watchlists }
            observer(.success(()))
            return Disposables.create()
        }
    }

    var isReadOnly: Bool { false }

    var notices: [String] { ["Synthetic watchlist for measurements: changes are not saved."] }
}
