// Why a typed lot ("10 @ 70,000 2026-11-30") was refused, phrased for the user.

import DisplayText

/// A refused lot: it does not read as `quantity @ price [date]`, or the stock's day refutes it.
public enum PositionLotError: UserFacingError, Sendable, Equatable {
    case empty
    /// No `@` between the quantity and the price.
    case notALot(String)
    case notAQuantity(String)
    case notAPrice(String)
    case notADate(String)
    /// Dated after today (Korea time).
    case dateInFuture(TradeDate, today: TradeDate)
    /// Dated today, at a price the stock could not trade at today.
    case outsideTodaysLimits(price: Int, lower: Int, upper: Int, name: String)

    /// How a lot is written, for the messages and the dialog's prompt.
    public static let example = "10 @ 70,000, or with the date bought: 10 @ 70,000 2026-11-30"

    public var message: String {
        switch self {
        case .empty:
            return "Type a lot: \(Self.example)."
        case .notALot(let text):
            return "\"\(text)\" is not a lot: write quantity @ price, e.g. 10 @ 70,000."
        case .notAQuantity(let text):
            return "The quantity \"\(text)\" is not a whole number of shares from 1 to \(FixedPointText.grouped(PositionLot.largestQuantity))."
        case .notAPrice(let text):
            return "The price \"\(text)\" is not a whole number of won from 1 to \(FixedPointText.grouped(PositionLot.largestPrice))."
        case .notADate(let text):
            return "\"\(text)\" is not a date: write it YYYY-MM-DD, e.g. 2026-11-30."
        case .dateInFuture(let date, let today):
            return "\(date) is after today (\(today)): a lot is dated the day it was bought."
        case .outsideTodaysLimits(let price, let lower, let upper, let name):
            return "\(name) cannot trade at \(FixedPointText.grouped(price)) today: its limits are \(FixedPointText.grouped(lower)) (하한가) to \(FixedPointText.grouped(upper)) (상한가)."
        }
    }
}
