// Watchlists kept in memory only: the app's `--synthetic-watchlist` measurements and the benchmarks.

import Domain
import Reactive

/// A `WatchlistRepository` that keeps the lists in memory: saves succeed, nothing reaches a disk and all
/// is lost at exit. Safe to use from any thread.
public final class InMemoryWatchlistRepository: WatchlistRepository, Sendable {
    private let stored: LockedState<[Watchlist]>
    public let notices: [String]
    public var isReadOnly: Bool { false }

    /// Holds `watchlists`; `notices` are what the store tells the user at start.
    public init(_ watchlists: [Watchlist], notices: [String] = []) {
        stored = LockedState(watchlists)
        self.notices = notices
    }

    public func fetchWatchlists() -> Single<[Watchlist]> {
        Single.create { [stored] observer in
            observer(.success(stored.withLock { $0 }))
            return Disposables.create()
        }
    }

    /// Keeps `watchlists` when the single is subscribed, as a file store writes then.
    public func saveWatchlists(_ watchlists: [Watchlist]) -> Single<Void> {
        Single.create { [stored] observer in
            stored.withLock { $0 = watchlists }
            observer(.success(()))
            return Disposables.create()
        }
    }
}
