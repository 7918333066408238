// Remove a stock from a watchlist.

import Reactive

/// Removes stocks from watchlists.
public protocol RemoveStockFromWatchlistUseCase {
    /// Removes `code` from watchlist `id`; the single gives all lists as saved. Fails with
    /// `WatchlistEditError` (`.stockNotInWatchlist`, `.watchlistNotFound`) or `WatchlistStoreError`.
    func execute(code: StockCode, from id: WatchlistID) -> Single<[Watchlist]>
}

/// Removes in a `WatchlistRepository`.
public final class DefaultRemoveStockFromWatchlistUseCase: RemoveStockFromWatchlistUseCase {
    private let transaction: WatchlistStoreTransaction

    public init(repository: WatchlistRepository) {
        transaction = WatchlistStoreTransaction(repository: repository)
    }

    public func execute(code: StockCode, from id: WatchlistID) -> Single<[Watchlist]> {
        transaction.editWatchlist(id) { watchlist in
            guard let index = watchlist.codes.firstIndex(of: code) else { throw WatchlistEditError.stockNotInWatchlist(code) }
            watchlist.codes.remove(at: index)
            watchlist.storedNames[code] = nil
        }
    }
}
