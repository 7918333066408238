// A real-time-aware quote feed test double: records the visible codes it is told and streams a status subject.

import Domain
import Reactive

/// A `FakeQuoteRepository` that also takes `visibleCodes` (recorded) and emits `statusFeed`.
final class FakeRealtimeQuoteRepository: RealtimeQuoteRepository {
    let quotes = FakeQuoteRepository()
    let statusFeed = PublishSubject<QuoteFeedStatus>()
    let visible = ReplaySubject<[StockCode]>.create(bufferSize: 100)

    var visibleCodes: AnyObserver<[StockCode]> { visible.asObserver() }
    var status: Observable<QuoteFeedStatus> { statusFeed.asObservable() }

    func quotes(for codes: [StockCode]) -> Observable<QuoteFeedEvent> { quotes.quotes(for: codes) }
    func quote(for code: StockCode) -> Single<Quote> { quotes.quote(for: code) }
}
