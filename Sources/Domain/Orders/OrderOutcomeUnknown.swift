// An order whose answer was lost and that the broker's list does not settle: it may or may not exist.

import DisplayText

/// The end of an order whose answer was lost: KIS's orders of today show no such order (or could not be
/// read). It was NOT sent again; the user must check before ordering again.
public struct OrderOutcomeUnknown: UserFacingError, Sendable, Equatable {
    public let ticket: OrderTicket
    /// Why the answer was lost.
    public let reason: String
    /// Why today's orders could not be read, nil when they were read and hold no such order.
    public let lookupFailure: String?

    public init(ticket: OrderTicket, reason: String, lookupFailure: String?) {
        self.ticket = ticket
        self.reason = reason
        self.lookupFailure = lookupFailure
    }

    /// "buy 1 삼성전자 (005930) @ 270,000".
    public var order: String {
        "\(ticket.side == .buy ? "buy" : "sell") \(FixedPointText.grouped(ticket.quantity)) \(ticket.name) (\(ticket.code)) @ \(ticket.price.text)"
    }

    public var message: String {
        if let lookupFailure {
            return "outcome unknown: the answer was lost (\(reason)) and KIS's orders could not be read (\(lookupFailure)) for \(order);"
                + " it was not sent again: check before ordering again."
        }
        return "outcome unknown: no order found at KIS for \(order); it was not sent again: check before ordering again."
    }
}
