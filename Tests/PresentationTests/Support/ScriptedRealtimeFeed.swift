// A real-time-aware feed for view model tests: quotes from a ScriptedQuoteFeed, status pushed by the test.

import Domain
import Reactive

/// Serves quotes through `polling` (a `ScriptedQuoteFeed`), records each list of visible codes the
/// view sends, and emits the `QuoteFeedStatus` values the test pushes.
final class ScriptedRealtimeFeed: RealtimeQuoteRepository {
    let polling: ScriptedQuoteFeed
    private let statusSubject = PublishSubject<QuoteFeedStatus>()
    private let lists = VisibleCodeLists()

    init(polling: ScriptedQuoteFeed) {
        self.polling = polling
    }

    var visibleCodes: AnyObserver<[StockCode]> {
        AnyObserver { [lists] event in
            if case .next(let codes) = event { lists.received.append(codes) }
        }
    }

    /// Every list of visible codes the view sent, in order.
    var received: [[StockCode]] { lists.received }

    var status: Observable<QuoteFeedStatus> { statusSubject.asObservable() }

    func quotes(for codes: [StockCode]) -> Observable<QuoteFeedEvent> { polling.quotes(for: codes) }

    func quote(for code: StockCode) -> Single<Quote> { polling.quote(for: code) }

    /// Emits `status` to the view.
    func send(_ status: QuoteFeedStatus) { statusSubject.onNext(status) }
}

/// The lists the observer appends to.
private final class VisibleCodeLists {
    var received: [[StockCode]] = []
}
