// The one way every watchlist edit goes: refuse when read-only, read, change, save, hand back the result.

import Reactive

/// Reads the stored watchlists, applies a change and saves the result, as one asynchronous step.
///
/// Edits are refused with the store's `readOnlyError` when it is read-only; a change that
/// leaves the list as it was is not saved.
struct WatchlistStoreTransaction {
    let repository: WatchlistRepository

    /// Applies `change` to the stored list; the single succeeds with the list as saved.
    func edit(_ change: @escaping ([Watchlist]) throws -> [Watchlist]) -> Single<[Watchlist]> {
        let repository = repository
        guard !repository.isReadOnly else { return .error(repository.readOnlyError) }
        return repository.fetchWatchlists().flatMap { watchlists in
            let changed = try change(watchlists)
            if changed == watchlists { return .just(watchlists) }
            return repository.saveWatchlists(changed).map { changed }
        }
    }

    /// Applies `change` to the watchlist `id`; fails with `WatchlistEditError.watchlistNotFound` if it is gone.
    func editWatchlist(_ id: WatchlistID, _ change: @escaping (inout Watchlist) throws -> Void) -> Single<[Watchlist]> {
        edit { watchlists in
            guard let index = watchlists.firstIndex(where: { $0.id == id }) else { throw WatchlistEditError.watchlistNotFound(id) }
            var edited = watchlists
            try change(&edited[index])
            return edited
        }
    }
}
