// One page of inquire-daily-ccld: the orders listed and where the next page starts.

/// A page of today's orders as KIS lists them (15 on paper, 100 real); `next` is nil on the last.
struct KISDailyOrdersPage: Sendable {
    let orders: [KISDailyOrderDTO]
    let next: KISPageContext?
}
