// Move a stock one place up or down in its watchlist.

import Reactive

/// Which way a stock moves in its watchlist.
public enum StockMoveDirection: Sendable, Equatable {
    /// One place toward the top.
    case up
    /// One place toward the bottom.
    case down
}

/// Reorders stocks in watchlists.
public protocol MoveStockInWatchlistUseCase {
    /// Swaps `code` with its neighbour in `direction`; at the top (up) or bottom (down) nothing changes
    /// and nothing is saved. The single gives all lists as saved. Fails with `WatchlistEditError`
    /// (`.stockNotInWatchlist`, `.watchlistNotFound`) or `WatchlistStoreError`.
    func execute(code: StockCode, direction: StockMoveDirection, in id: WatchlistID) -> Single<[Watchlist]>
}

/// Reorders in a `WatchlistRepository`.
public final class DefaultMoveStockInWatchlistUseCase: MoveStockInWatchlistUseCase {
    private let transaction: WatchlistStoreTransaction

    public init(repository: WatchlistRepository) {
        transaction = WatchlistStoreTransaction(repository: repository)
    }

    public func execute(code: StockCode, direction: StockMoveDirection, in id: WatchlistID) -> Single<[Watchlist]> {
        transaction.editWatchlist(id) { watchlist in
            guard let index = watchlist.codes.firstIndex(of: code) else { throw WatchlistEditError.stockNotInWatchlist(code) }
            let target = direction == .up ? index - 1 : index + 1
            if watchlist.codes.indices.contains(target) { watchlist.codes.swapAt(index, target) }
        }
    }
}
