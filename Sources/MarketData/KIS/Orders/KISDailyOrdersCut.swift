// Today's orders past the pages one read takes: said plainly instead of looking complete.

import Domain

/// KIS listed more of today's orders than `KISClient.dailyOrdersPageLimit` pages: the read stopped there.
struct KISDailyOrdersCut: UserFacingError, Equatable {
    let pages: Int

    var message: String {
        "KIS lists more of today's orders than the \(pages) pages read (15 orders a page on paper, 100 real); the rest was not read."
    }
}
