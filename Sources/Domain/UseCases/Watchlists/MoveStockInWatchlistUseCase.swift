// Move a stock one place up or down in its watchlist, or past the stocks a filter hides.

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
    /// Swaps `code` with its nearest neighbour in `direction` among `shown` (every stock when nil: a
    /// filtered view moves a stock past the rows it hides, so the move is visible); with no such
    /// neighbour nothing changes and nothing is saved. The single gives all lists as saved. Fails with
    /// `WatchlistEditError` (`.stockNotInWatchlist`, `.watchlistNotFound`) or `WatchlistStoreError`.
    func execute(code: StockCode, direction: StockMoveDirection, among shown: Set<StockCode>?, in id: WatchlistID) -> Single<[Watchlist]>
}

extension MoveStockInWatchlistUseCase {
    /// Swaps `code` with its direct neighbour in `direction`.
    public func execute(code: StockCode, direction: StockMoveDirection, in id: WatchlistID) -> Single<[Watchlist]> {
        execute(code: code, direction: direction, among: nil, in: id)
    }
}

/// Reorders in a `WatchlistRepository`.
public final class DefaultMoveStockInWatchlistUseCase: MoveStockInWatchlistUseCase {
    private let transaction: WatchlistStoreTransaction

    public init(repository: WatchlistRepository) {
        transaction = WatchlistStoreTransaction(repository: repository)
    }

    public func execute(code: StockCode, direction: StockMoveDirection, among shown: Set<StockCode>?, in id: WatchlistID) -> Single<[Watchlist]> {
        transaction.editWatchlist(id) { watchlist in
            guard let index = watchlist.codes.firstIndex(of: code) else { throw WatchlistEditError.stockNotInWatchlist(code) }
            let candidates = direction == .up
                ? Array(watchlist.codes.indices[..<index].reversed())
                : Array(watchlist.codes.indices[(index + 1)...])
            let target = candidates.first { shown?.contains(watchlist.codes[$0]) ?? true }
            if let target { watchlist.codes.swapAt(index, target) }
        }
    }
}
