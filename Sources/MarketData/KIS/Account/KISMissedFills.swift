// Fills that inquire-daily-ccld lists and no execution notice reported: what the account's reconciliation adds.

import Domain
import FoundationEssentials

/// Compares today's orders as KIS lists them (inquire-daily-ccld's filled quantity and average price per
/// order) with the fills the notices reported, order by order.
enum KISMissedFills {
    /// One fill per order whose listed filled quantity exceeds the fills known for it: the difference, at
    /// the order's average fill price (its limit price without one), found at `time`. Order numbers are
    /// compared without leading zeros (a notice's `ODER_NO` and the list's `odno` are both 10 digits).
    static func fills(in orders: [AccountOrder], known: [AccountFill], at time: Date) -> [AccountFill] {
        var reported: [String: Int] = [:]
        for fill in known { reported[canonical(fill.orderNumber), default: 0] += fill.quantity }
        return orders.compactMap { order in
            let missing = order.filledQuantity - reported[canonical(order.number), default: 0]
            guard missing > 0, let price = order.averageFillPrice ?? order.price else { return nil }
            return AccountFill(orderNumber: order.number, code: order.code, side: order.side, quantity: missing, price: price, time: time)
        }
    }

    /// `0000001001` as `1001`: an order number as both sources can be compared by.
    static func canonical(_ number: String) -> String {
        let digits = number.drop { $0 == "0" }
        return digits.isEmpty ? "0" : String(digits)
    }
}
