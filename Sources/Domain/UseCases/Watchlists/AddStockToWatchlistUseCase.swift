// Add a stock at the end of a watchlist, refusing one that is already there.

import Reactive

/// Adds stocks to watchlists, keeping the name each had when added.
public protocol AddStockToWatchlistUseCase {
    /// Appends `stock` to watchlist `id`; the single gives all lists as saved. Fails with
    /// `WatchlistEditError` (`.stockAlreadyInWatchlist`, `.watchlistNotFound`) or `WatchlistStoreError`.
    func execute(stock: Stock, to id: WatchlistID) -> Single<[Watchlist]>
}

/// Adds in a `WatchlistRepository`.
public final class DefaultAddStockToWatchlistUseCase: AddStockToWatchlistUseCase {
    private let transaction: WatchlistStoreTransaction

    public init(repository: WatchlistRepository) {
        transaction = WatchlistStoreTransaction(repository: repository)
    }

    public func execute(stock: Stock, to id: WatchlistID) -> Single<[Watchlist]> {
        transaction.editWatchlist(id) { watchlist in
            guard !watchlist.codes.contains(stock.code) else { throw WatchlistEditError.stockAlreadyInWatchlist(stock) }
            watchlist.codes.append(stock.code)
            watchlist.storedNames[stock.code] = stock.nameKorean
        }
    }
}
