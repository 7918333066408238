// One decrypted execution notice: a fill, or the acknowledgement of an order, revision, cancel or refusal.

import Domain
import FoundationEssentials

/// A record of `H0STCNI0` / `H0STCNI9`, by the official field list (26 fields, `^`-separated).
public struct KISExecutionNotice: Hashable, Sendable {
    /// What the notice reports (`CNTG_YN`: 2 a fill, 1 an acknowledgement).
    public enum Kind: Hashable, Sendable {
        /// Shares changed hands: `quantity` and `price` are the fill's.
        case fill
        /// An order, revision or cancel was accepted; `quantity` and `price` are the order's.
        case acknowledgement
        /// The order was refused (`RFUS_YN` Y).
        case refusal
    }

    public let kind: Kind
    /// The account (`ACNT_NO`), never shown: mask it.
    public let accountNumber: String
    /// The order's number (`ODER_NO`).
    public let orderNumber: String
    /// The original order's number for a revision or cancel (`OODER_NO`), empty otherwise.
    public let originalOrderNumber: String
    public let side: OrderSide
    /// `RCTF_CLS`: 0 new, 1 revise, 2 cancel.
    public let revisionKind: String
    public let code: StockCode
    /// The fill's shares (a fill) or the order's (an acknowledgement).
    public let quantity: Int
    /// The fill's price (a fill) or the order's (an acknowledgement; 0 for a market order).
    public let price: Int
    /// `STCK_CNTG_HOUR`, HHMMSS Korea time.
    public let time: String
    /// The order's whole quantity (`ODER_QTY`), when the notice carries it.
    public let orderQuantity: Int?
    /// The stock's name (`CNTG_ISNM40`); sanitise before showing.
    public let name: String

    /// The fill as the account model has it, on the Korea day `day` (nil for an acknowledgement).
    public func fill(on day: TradeDate) -> AccountFill? {
        guard kind == .fill, let moment = Self.moment(day, hhmmss: time) else { return nil }
        return AccountFill(orderNumber: orderNumber, code: code, side: side, quantity: quantity, price: price, time: moment)
    }

    /// The instant of `hhmmss` Korea time on `day`, nil when it is not a time of day.
    static func moment(_ day: TradeDate, hhmmss: String) -> Date? {
        guard hhmmss.count == 6, let value = Int(hhmmss), value >= 0 else { return nil }
        let (hour, minute, second) = (value / 10_000, value / 100 % 100, value % 100)
        guard hour < 24, minute < 60, second < 60 else { return nil }
        let components = DateComponents(year: day.year, month: day.month, day: day.day, hour: hour, minute: minute, second: second)
        return KoreaTime.calendar.date(from: components)
    }
}
