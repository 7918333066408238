// Why an edit of a watchlist's contents or of the set of watchlists was refused.

import DisplayText

/// A refused watchlist edit, phrased for the user.
public enum WatchlistEditError: UserFacingError, Sendable, Equatable {
    /// The watchlist is no longer stored (deleted meanwhile).
    case watchlistNotFound(WatchlistID)
    /// Deleting would leave no watchlist at all.
    case lastWatchlist
    /// The stock is in the watchlist already.
    case stockAlreadyInWatchlist(Stock)
    /// The code is not in the watchlist.
    case stockNotInWatchlist(StockCode)
    /// The lot to change is gone from the position (removed meanwhile).
    case lotNotFound(StockCode)
    /// The stock's lots would hold more than `PositionLot.largestQuantity` shares together.
    case positionTooLarge(StockCode)

    public var message: String {
        switch self {
        case .watchlistNotFound:
            return "That watchlist no longer exists."
        case .lastWatchlist:
            return "Keep at least one watchlist: create another before deleting this one."
        case .stockAlreadyInWatchlist(let stock):
            return "\(stock.nameKorean) (\(stock.code)) is already in this watchlist."
        case .stockNotInWatchlist(let code):
            return "\(code) is not in this watchlist."
        case .lotNotFound(let code):
            return "That lot of \(code) no longer exists."
        case .positionTooLarge(let code):
            return "The lots of \(code) would hold more than \(FixedPointText.grouped(PositionLot.largestQuantity)) shares together."
        }
    }
}
