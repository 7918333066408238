// Where the account comes from: the simulated exchange's own account, or the KIS account (read-only).

import Reactive

/// A brokerage account: its holdings, cash, and today's orders and fills.
public protocol AccountRepository: AnyObject {
    /// The account now, then again after every change (a fill, a refresh); a new subscriber gets the
    /// latest at once when there is one. Failures of a refresh arrive through `refresh()`, never here.
    var snapshots: Observable<AccountSnapshot> { get }
    /// Reads the account again from its source and publishes it on `snapshots`; the promise fulfils
    /// with it or rejects with a `UserFacingError` saying what went wrong.
    func refresh() -> Promise<AccountSnapshot>
}
