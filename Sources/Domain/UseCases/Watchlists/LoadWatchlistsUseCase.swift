// Load the stored watchlists at start, with the store's read-only state and notices.

import Reactive

/// Loads the watchlists.
public protocol LoadWatchlistsUseCase {
    /// The stored watchlists with the store's state; fails with `WatchlistStoreError`.
    func execute() -> Single<LoadedWatchlists>
}

/// Loads from a `WatchlistRepository`.
public final class DefaultLoadWatchlistsUseCase: LoadWatchlistsUseCase {
    private let repository: WatchlistRepository

    public init(repository: WatchlistRepository) {
        self.repository = repository
    }

    public func execute() -> Single<LoadedWatchlists> {
        let repository = repository
        return repository.fetchWatchlists().map { watchlists in
            LoadedWatchlists(watchlists: watchlists, isReadOnly: repository.isReadOnly, notices: repository.notices)
        }
    }
}
