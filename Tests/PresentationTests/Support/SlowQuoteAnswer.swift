// A quote source for the lot and alert dialog checks: answers one quote (or a failure) after a delay on virtual time.

import Domain
import Reactive
import ReactiveTesting

/// `quote(for:)` answers `quote` (or fails with `failure`) `delay` ticks after subscription.
final class SlowQuoteAnswer: QuoteRepository {
    private let scheduler: TestScheduler
    private let delay: TestTime
    var quote: Quote
    var failure: QuoteFeedFailure?
    /// How many quotes were asked for.
    private(set) var asked = 0

    init(_ quote: Quote, scheduler: TestScheduler, delay: TestTime = 10) {
        self.quote = quote
        self.scheduler = scheduler
        self.delay = delay
    }

    func quotes(for codes: [StockCode]) -> Observable<QuoteFeedEvent> { .never() }

    func quote(for code: StockCode) -> Single<Quote> {
        Single.create { [self] single in
            asked += 1
            return scheduler.scheduleAt(scheduler.clock + delay) { [self] in
                if let failure { single(.failure(failure)) } else { single(.success(quote)) }
            }
        }
    }
}
