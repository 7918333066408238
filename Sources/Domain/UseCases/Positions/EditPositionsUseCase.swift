// Add, replace and remove the lots of a stock's position in a watchlist, and sell out of it.

import Reactive

/// Edits positions; each call saves all watchlists and gives them back as saved. Fails with
/// `WatchlistEditError` (`.watchlistNotFound`, `.stockNotInWatchlist`, `.lotNotFound`), `PositionLotError`
/// (`.moreThanHeld`, `.bookedInSale`) or `WatchlistStoreError`.
public protocol EditPositionsUseCase {
    /// Appends `lot` to the position in `code` (starting one if there is none).
    func addLot(_ lot: PositionLot, code: StockCode, in id: WatchlistID) -> Single<[Watchlist]>
    /// Replaces the lot at `index` of the position in `code`; a lot booked into a sale is refused.
    func replaceLot(at index: Int, with lot: PositionLot, code: StockCode, in id: WatchlistID) -> Single<[Watchlist]>
    /// Removes the lot at `index` (not one booked into a sale); a position left without lots is removed.
    func removeLot(at index: Int, code: StockCode, in id: WatchlistID) -> Single<[Watchlist]>
    /// Sells `trade.quantity` shares at `trade.price` out of the position in `code`, booking the realised
    /// P&L at the moving average with `costs` (`Position.sale`).
    func sell(_ trade: PositionLot, costs: TradingCosts, code: StockCode, in id: WatchlistID) -> Single<[Watchlist]>
    /// Takes back the last sale of the position in `code` (a mistyped one), unbooking its lots.
    func removeLastSale(code: StockCode, in id: WatchlistID) -> Single<[Watchlist]>
}

/// Edits in a `WatchlistRepository`.
public final class DefaultEditPositionsUseCase: EditPositionsUseCase {
    private let transaction: WatchlistStoreTransaction

    public init(repository: WatchlistRepository) {
        transaction = WatchlistStoreTransaction(repository: repository)
    }

    public func addLot(_ lot: PositionLot, code: StockCode, in id: WatchlistID) -> Single<[Watchlist]> {
        transaction.editWatchlist(id) { watchlist in
            guard watchlist.codes.contains(code) else { throw WatchlistEditError.stockNotInWatchlist(code) }
            try Self.append(lot, code: code, to: &watchlist)
        }
    }

    /// Appends `lot` to the position of `code` in `watchlist` (starting one if there is none); a position
    /// grown beyond `Position.isWithinLimits` is refused.
    static func append(_ lot: PositionLot, code: StockCode, to watchlist: inout Watchlist) throws {
        if let index = watchlist.positions.firstIndex(where: { $0.code == code }) {
            watchlist.positions[index].lots.append(lot)
            guard watchlist.positions[index].isWithinLimits else { throw WatchlistEditError.positionTooLarge(code) }
        } else {
            watchlist.positions.append(Position(code: code, lots: [lot]))
        }
    }

    public func replaceLot(at index: Int, with lot: PositionLot, code: StockCode, in id: WatchlistID) -> Single<[Watchlist]> {
        editLot(at: index, code: code, in: id) { $0[index] = lot }
    }

    public func removeLot(at index: Int, code: StockCode, in id: WatchlistID) -> Single<[Watchlist]> {
        editLot(at: index, code: code, in: id) { $0.remove(at: index) }
    }

    public func sell(_ trade: PositionLot, costs: TradingCosts, code: StockCode, in id: WatchlistID) -> Single<[Watchlist]> {
        transaction.editWatchlist(id) { watchlist in
            guard let index = watchlist.positions.firstIndex(where: { $0.code == code }) else {
                throw PositionLotError.moreThanHeld(quantity: trade.quantity, held: 0)
            }
            let position = watchlist.positions[index]
            let sale = try position.sale(quantity: trade.quantity, price: trade.price, date: trade.date, costs: costs)
            watchlist.positions[index].sales.append(sale)
        }
    }

    public func removeLastSale(code: StockCode, in id: WatchlistID) -> Single<[Watchlist]> {
        transaction.editWatchlist(id) { watchlist in
            guard let index = watchlist.positions.firstIndex(where: { $0.code == code }), !watchlist.positions[index].sales.isEmpty else {
                throw WatchlistEditError.lotNotFound(code)
            }
            watchlist.positions[index].sales.removeLast()
        }
    }

    private func editLot(at index: Int, code: StockCode, in id: WatchlistID, _ change: @escaping (inout [PositionLot]) -> Void) -> Single<[Watchlist]> {
        transaction.editWatchlist(id) { watchlist in
            guard let position = watchlist.positions.firstIndex(where: { $0.code == code }),
                  watchlist.positions[position].lots.indices.contains(index)
            else { throw WatchlistEditError.lotNotFound(code) }
            let held = watchlist.positions[position]
            guard index >= held.bookedLotCount else { throw PositionLotError.bookedInSale(saleCount: held.sales.filter { $0.lotCount > index }.count) }
            change(&watchlist.positions[position].lots)
            guard watchlist.positions[position].isWithinLimits else { throw WatchlistEditError.positionTooLarge(code) }
            if watchlist.positions[position].lots.isEmpty { watchlist.positions.remove(at: position) }
        }
    }
}
