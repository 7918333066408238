// Remove a stock from a watchlist.

import Reactive

/// Removes stocks from watchlists.
public protocol RemoveStockFromWatchlistUseCase {
    /// Removes `code` from watchlist `id`, and with `deletingHoldings` its position (lots and sales) and
    /// alerts too — otherwise they are kept, hidden and out of the totals, until the stock is added again;
    /// the single gives all lists as saved. Fails with `WatchlistEditError` (`.stockNotInWatchlist`,
    /// `.watchlistNotFound`) or `WatchlistStoreError`.
    func execute(code: StockCode, from id: WatchlistID, deletingHoldings: Bool) -> Single<[Watchlist]>
}

extension RemoveStockFromWatchlistUseCase {
    /// Removes `code`, keeping its position and alerts.
    public func execute(code: StockCode, from id: WatchlistID) -> Single<[Watchlist]> {
        execute(code: code, from: id, deletingHoldings: false)
    }
}

/// Removes in a `WatchlistRepository`.
public final class DefaultRemoveStockFromWatchlistUseCase: RemoveStockFromWatchlistUseCase {
    private let transaction: WatchlistStoreTransaction

    public init(repository: WatchlistRepository) {
        transaction = WatchlistStoreTransaction(repository: repository)
    }

    public func execute(code: StockCode, from id: WatchlistID, deletingHoldings: Bool) -> Single<[Watchlist]> {
        transaction.editWatchlist(id) { watchlist in
            guard let index = watchlist.codes.firstIndex(of: code) else { throw WatchlistEditError.stockNotInWatchlist(code) }
            watchlist.codes.remove(at: index)
            watchlist.storedNames[code] = nil
            if deletingHoldings {
                watchlist.positions.removeAll { $0.code == code }
                watchlist.alerts.removeAll { $0.code == code }
            }
        }
    }
}
