// The one real-time-aware quote feed test double: quotes from a FakeQuoteRepository, visible codes recorded, status pushed.

import Domain
import Reactive

/// A `RealtimeQuoteRepository` driven by the test: serves quotes through `polling`, records every list
/// of visible codes the view sends, emits the `QuoteFeedStatus` values the test pushes, and gives the
/// quotes the test sets in `latestQuotes` as the latest the feed delivered.
public final class FakeRealtimeQuoteRepository: RealtimeQuoteRepository {
    /// The feed behind `quotes(for:)` and `quote(for:)`.
    public let polling: FakeQuoteRepository
    private let statusSubject = PublishSubject<QuoteFeedStatus>()
    private let lists = VisibleCodeLists()

    /// Serves quotes from `polling` (a new fake when not given).
    public init(polling: FakeQuoteRepository = FakeQuoteRepository()) {
        self.polling = polling
    }

    public var visibleCodes: AnyObserver<[StockCode]> {
        AnyObserver { [lists] event in
            if case .next(let codes) = event { lists.received.append(codes) }
        }
    }

    /// Every list of visible codes the view sent, in order.
    public var received: [[StockCode]] { lists.received }

    public var status: Observable<QuoteFeedStatus> { statusSubject.asObservable() }

    /// True while someone watches `status`.
    public var hasStatusSubscribers: Bool { statusSubject.hasObservers }

    public func quotes(for codes: [StockCode]) -> Observable<QuoteFeedEvent> { polling.quotes(for: codes) }

    public func quote(for code: StockCode) -> Single<Quote> { polling.quote(for: code) }

    /// What `latestQuote(of:)` answers, per code.
    public var latestQuotes: [StockCode: Quote] = [:]

    public func latestQuote(of code: StockCode) -> Quote? { latestQuotes[code] }

    /// How many times `retryAfterRefusal()` was called.
    public var retries: Int { lists.retries }

    public func retryAfterRefusal() { lists.retries += 1 }

    /// Emits `status` to its watchers.
    public func send(_ status: QuoteFeedStatus) { statusSubject.onNext(status) }
}

/// The lists the visible-codes observer appends to, and the retries asked for.
private final class VisibleCodeLists {
    var received: [[StockCode]] = []
    var retries = 0
}
