// Why the KIS order desk sends nothing (the journal cannot take the order, nothing rests to cancel or revise), or a
// cancel or revise whose answer was lost.

import Domain

/// A refusal of the KIS order desk itself, before anything reaches KIS, or a cancel or revise left unsettled.
public enum KISOrderError: UserFacingError, Equatable, Sendable {
    /// The order journal could not be written, so the order was not sent (every order is journalled first).
    case journalUnwritable(String)
    /// KIS lists no order of that number today, or nothing of it rests any more: no cancel was sent.
    case nothingResting(orderNumber: String)
    /// The cancel's answer was lost and KIS does not list the order cancelled (or could not be read): not resent.
    case cancelOutcomeUnknown(orderNumber: String, reason: String)
    /// KIS lists fewer shares of that order resting than a revise asks: no revise was sent.
    case notEnoughResting(orderNumber: String, quantity: Int, resting: Int)
    /// The revise's answer was lost and KIS lists no revising order for it (or could not be read): not resent.
    case reviseOutcomeUnknown(orderNumber: String, reason: String)

    public var message: String {
        switch self {
        case .journalUnwritable(let problem):
            "The order journal cannot be written, so nothing was sent: \(problem)"
        case .nothingResting(let number):
            "Nothing of order \(number) rests at KIS today: no cancel was sent."
        case .cancelOutcomeUnknown(let number, let reason):
            "Cancel of order \(number): outcome unknown (\(reason)) and KIS's list does not show it cancelled. It was not sent again: check before cancelling again."
        case .notEnoughResting(let number, let quantity, let resting):
            "Only \(resting) shares of order \(number) rest at KIS: \(quantity) cannot be revised; no revise was sent."
        case .reviseOutcomeUnknown(let number, let reason):
            "Revise of order \(number): outcome unknown (\(reason)) and KIS's list shows no revising order. It was not sent again: check ($, r) before revising again."
        }
    }
}
