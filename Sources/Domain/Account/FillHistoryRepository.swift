// Where an account's past fills come from: the simulated account's book, or KIS's inquire-daily-ccld.

import Reactive

/// The fills of an account over past days, the source a stock's lots are rebuilt from.
public protocol FillHistoryRepository: AnyObject {
    /// How far back the account's fills can be read, in calendar months (KIS: the last three); a read
    /// starts the day after the same day that many months ago, inside the window on either reading of it.
    var monthsKept: Int { get }
    /// The fills of `code` from `start` through today (Korea time), oldest first; fails with a
    /// `UserFacingError` saying what went wrong.
    func fills(of code: StockCode, since start: TradeDate) -> Single<[AccountFill]>
}
