// Keeping the exchange's next request slot free for an order the user is about to send.

import FoundationEssentials
import Reactive

/// Where requests to the exchange are rate-limited (a KIS paper key: about one a second), a read that took
/// the slot makes an order sent just after it wait for the next. While the user reviews an order, its
/// keeper holds the routine reads back so the slot is free when Send comes. Nothing ever goes above the
/// exchange's rate; where there is no limit (the simulated exchange) keeping does nothing.
public protocol OrderSlotKeeper: AnyObject {
    /// Holds routine requests (quotes, polls, account reads) so the next slot stays free for an order,
    /// until the returned disposable is disposed, an order has taken a slot, or `seconds` have passed.
    func keepNextSlotFree(for seconds: TimeInterval) -> Disposable
}
