// Rename a watchlist to a valid name no other list uses (its own current name is fine).

import Reactive

/// Renames watchlists.
public protocol RenameWatchlistUseCase {
    /// Renames `id` to `name` (trimmed); the single gives all lists as saved. Fails with
    /// `WatchlistNameError`, `WatchlistEditError.watchlistNotFound` or `WatchlistStoreError`.
    func execute(id: WatchlistID, name: String) -> Single<[Watchlist]>
}

/// Renames in a `WatchlistRepository`.
public final class DefaultRenameWatchlistUseCase: RenameWatchlistUseCase {
    private let transaction: WatchlistStoreTransaction

    public init(repository: WatchlistRepository) {
        transaction = WatchlistStoreTransaction(repository: repository)
    }

    public func execute(id: WatchlistID, name: String) -> Single<[Watchlist]> {
        transaction.edit { watchlists in
            let accepted = try WatchlistNameRules.validate(name, among: watchlists, excluding: id).get()
            guard let index = watchlists.firstIndex(where: { $0.id == id }) else { throw WatchlistEditError.watchlistNotFound(id) }
            var renamed = watchlists
            renamed[index].name = accepted
            return renamed
        }
    }
}
