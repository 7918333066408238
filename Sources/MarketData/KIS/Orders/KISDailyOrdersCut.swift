// The account's orders past the pages one read takes: said plainly instead of looking complete.

import Domain

/// KIS listed more of the orders asked (today's, or those since `since`) than `KISClient.dailyOrdersPageLimit`
/// pages: the read stopped there.
struct KISDailyOrdersCut: UserFacingError, Equatable {
    let pages: Int
    /// The first day read; nil for today's orders.
    var since: TradeDate?

    var message: String {
        let orders = since.map { "the orders since \($0)" } ?? "today's orders"
        return "KIS lists more of \(orders) than the \(pages) pages read (15 orders a page on paper, 100 real); the rest was not read."
    }
}
