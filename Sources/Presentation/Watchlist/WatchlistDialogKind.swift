// Which dialog the watchlist screen needs, before it is built.

import Domain

/// A dialog the watchlist screen asks for, with what it is about.
enum WatchlistDialogKind: Sendable {
    case addStock(to: Watchlist)
    case removeStock(StockCode, named: String, from: Watchlist)
    case createWatchlist
    case renameWatchlist(Watchlist)
    case deleteWatchlist(Watchlist)
    case addLot(StockCode, named: String, in: Watchlist)
    case setAlert(StockCode, named: String, in: Watchlist)
    case importHolding(BrokerHoldingImport, into: Watchlist)
    case rebuildLots(LotRebuild, in: Watchlist)
}
