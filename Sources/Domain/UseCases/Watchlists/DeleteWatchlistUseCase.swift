// Delete a watchlist, never the last one.

import Reactive

/// Deletes watchlists.
public protocol DeleteWatchlistUseCase {
    /// Removes `id`; the single gives the remaining lists as saved. Fails with
    /// `WatchlistEditError` (`.watchlistNotFound`, `.lastWatchlist`) or `WatchlistStoreError`.
    func execute(id: WatchlistID) -> Single<[Watchlist]>
}

/// Deletes from a `WatchlistRepository`.
public final class DefaultDeleteWatchlistUseCase: DeleteWatchlistUseCase {
    private let transaction: WatchlistStoreTransaction

    public init(repository: WatchlistRepository) {
        transaction = WatchlistStoreTransaction(repository: repository)
    }

    public func execute(id: WatchlistID) -> Single<[Watchlist]> {
        transaction.edit { watchlists in
            guard watchlists.contains(where: { $0.id == id }) else { throw WatchlistEditError.watchlistNotFound(id) }
            guard watchlists.count > 1 else { throw WatchlistEditError.lastWatchlist }
            return watchlists.filter { $0.id != id }
        }
    }
}
