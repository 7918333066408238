// Why a typed lot ("10 @ 70,000 2026-11-30") was refused, phrased for the user.

import DisplayText

/// A refused lot or sale: it does not read as `quantity @ price [date]`, or the stock's day, the tick
/// grid, the calendar or the shares held refute it.
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
    /// A price no order can trade at; `below` and `above` are the grid prices around it.
    case offTickGrid(price: Int, tick: Int, below: Int, above: Int)
    /// Dated on a day KRX did not trade (`reason`: "a Saturday", "a holiday").
    case marketClosed(TradeDate, reason: String)
    /// A sale of more shares than are held.
    case moreThanHeld(quantity: Int, held: Int)
    /// An edit of a lot whose cost a sale has booked.
    case bookedInSale(saleCount: Int)
    /// An import of more shares than the broker holds beyond the lots (`missing`).
    case moreThanBrokerHolds(quantity: Int, missing: Int)

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
        case .offTickGrid(let price, let tick, let below, let above):
            return "\(FixedPointText.grouped(price)) is not on the tick grid (steps of \(FixedPointText.grouped(tick)) here): \(FixedPointText.grouped(below)) or \(FixedPointText.grouped(above))."
        case .marketClosed(let date, let reason):
            return "KRX was shut on \(date) (\(reason)): give the day the trade was made."
        case .moreThanHeld(let quantity, let held):
            return "Only \(FixedPointText.grouped(held)) shares are held: \(FixedPointText.grouped(quantity)) cannot be sold."
        case .bookedInSale(let count):
            return "This lot's cost is booked in \(count == 1 ? "a sale" : "\(count) sales"): delete the sales after it first (d on a sale)."
        case .moreThanBrokerHolds(let quantity, let missing):
            return "The broker holds \(FixedPointText.grouped(missing)) shares more than your lots: \(FixedPointText.grouped(quantity)) cannot be imported."
        }
    }
}
