// Which watchlist rows' stocks trade continuously at one moment, so that only their rows can go stale.

import Domain

/// Whether the stocks of the watchlist's rows trade continuously at one moment on this feed. A row whose
/// venue is shut, in an auction or a pause, or in a close-price or single-price session has the latest price
/// already: the feed owes it nothing, so it is never stale (`WatchlistRowTable.age(at:trading:)`).
struct ContinuousTrading {
    /// Every stock trades: KRX trades continuously, or the always-open simulator runs a session of its own.
    let everyStock: Bool
    /// The stocks whose quotes include Nextrade's trades trade: either venue trades continuously.
    let nextradeStocks: Bool
    /// Whether the feed's quotes of a stock include Nextrade's trades (asked only while Nextrade alone trades).
    let followsNextrade: (StockCode) -> Bool

    init(everyStock: Bool, nextradeStocks: Bool, followsNextrade: @escaping (StockCode) -> Bool) {
        self.everyStock = everyStock
        self.nextradeStocks = everyStock || nextradeStocks
        self.followsNextrade = followsNextrade
    }

    /// The trading at `statuses` on a feed whose prices move in `feedHours`.
    init(_ statuses: VenueStatuses, feedHours: FeedHours, followsNextrade: @escaping (StockCode) -> Bool) {
        let sessions = statuses.sessions
        let ownSession = feedHours == .simulatedAlwaysOpen && sessions.isShut
        self.init(
            everyStock: ownSession || sessions.tradesContinuously(nextrade: false),
            nextradeStocks: sessions.tradesContinuously(nextrade: true),
            followsNextrade: followsNextrade
        )
    }
}
