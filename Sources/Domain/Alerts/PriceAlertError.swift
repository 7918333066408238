// Why a typed alert condition was refused, phrased for the user.

import DisplayText

/// A refused alert: it does not read as a condition, is no price an order can trade at, or would fire at once.
public enum PriceAlertError: UserFacingError, Sendable, Equatable {
    case empty
    case notACondition(String)
    case notAPrice(String)
    case notAPercentage(String)
    case zeroPercentage
    /// A price no order can trade at; `nearest` is the closest one that is.
    case offTickGrid(price: Int, tick: Int, nearest: Int)
    /// The condition holds now: the alert would fire the moment it is set.
    case alreadyTrue(PriceAlertCondition, price: Int, name: String)
    /// The alert to edit is gone (deleted meanwhile).
    case alertNotFound(PriceAlertID)

    /// How a condition is written, for the messages and the dialog's prompt.
    public static let example = ">= 75000, <= 60,000, +5% or -3% (against the previous close)"

    public var message: String {
        switch self {
        case .empty:
            return "Type a condition: \(Self.example)."
        case .notACondition(let text):
            return "\"\(text)\" is not a condition: write \(Self.example)."
        case .notAPrice(let text):
            return "\"\(text)\" is not a price: write a whole number of won above 0, e.g. 75,000."
        case .notAPercentage(let text):
            return "\"\(text)\" is not a percentage: write a number above 0 with at most two decimals, e.g. +2.5%."
        case .zeroPercentage:
            return "A change of 0% is always true: give a percentage above 0."
        case .offTickGrid(let price, let tick, let nearest):
            return "\(FixedPointText.grouped(price)) is not a price on the tick grid (steps of \(FixedPointText.grouped(tick)) won there): the nearest is \(FixedPointText.grouped(nearest))."
        case .alreadyTrue(let condition, let price, let name):
            return "\(condition.text) is already true (\(name) is at \(FixedPointText.grouped(price))): it would fire at once."
        case .alertNotFound:
            return "That alert no longer exists."
        }
    }
}
