// One page of inquire-balance as the domain reads it: holdings, the cash (on every page), the continuation.

import Domain

/// A page of the account's holdings; `next` is where the following page starts, nil on the last.
struct KISBalancePage: Equatable, Sendable {
    let holdings: [AccountHolding]
    /// The cash KIS reports with the page (the same on every page); nil when output2 was empty.
    let cash: AccountCash?
    let next: KISPageContext?
}
