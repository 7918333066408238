// The one quote feed test double: the test pushes events; the fake records who watches what and answers one quote.

import Domain
import FoundationEssentials
import Reactive

/// A `QuoteRepository` driven by the test, for unit tests and benchmarks alike.
///
/// - Streams: every `quotes(for:)` subscription receives what `send` pushes (only the events about
///   its codes when `deliversOnlyRequestedCodes`, as a real feed; a whole-feed failure reaches all),
///   and `fail` ends them with an error. `requests` and `watching` record the subscriptions.
/// - One quote: `quote(for:)` answers `quote`, or fails with `failure` (or "no quote" when neither
///   is set), at once or `answerDelay` later on a scheduler; `asked` counts the calls.
public final class FakeQuoteRepository: QuoteRepository {
    private let events = PublishSubject<QuoteFeedEvent>()
    private let deliversOnlyRequestedCodes: Bool
    /// The codes of each `quotes(for:)` subscription, in order.
    public private(set) var requests: [[StockCode]] = []
    /// How many `quotes(for:)` subscriptions are live now.
    public private(set) var watching = 0
    /// What `quote(for:)` answers.
    public var quote: Quote?
    /// What `quote(for:)` fails with; wins over `quote`.
    public var failure: QuoteFeedFailure?
    /// How long `quote(for:)` takes to answer, on which scheduler; nil answers at subscription.
    public var answerDelay: (interval: RxTimeInterval, scheduler: any SchedulerType)?
    /// How many single quotes were asked for (subscriptions of `quote(for:)`).
    public private(set) var asked = 0

    /// - Parameters:
    ///   - deliversOnlyRequestedCodes: Whether a subscription gets only the quotes and failures of
    ///     its own codes (true, like a real feed) or everything pushed (false: the cheapest path).
    ///   - quote: What `quote(for:)` answers.
    public init(deliversOnlyRequestedCodes: Bool = false, quote: Quote? = nil) {
        self.deliversOnlyRequestedCodes = deliversOnlyRequestedCodes
        self.quote = quote
    }

    public func quotes(for codes: [StockCode]) -> Observable<QuoteFeedEvent> {
        Observable.create { [self] observer in
            requests.append(codes)
            watching += 1
            let delivered = deliversOnlyRequestedCodes
                ? events.filter { $0.code.map(codes.contains) ?? true }
                : events.asObservable()
            let subscription = delivered.subscribe(observer)
            return Disposables.create {
                self.watching -= 1
                subscription.dispose()
            }
        }
    }

    public func quote(for code: StockCode) -> Single<Quote> {
        Single.create { [self] single in
            asked += 1
            let answer = { [self] in
                if let failure {
                    single(.failure(failure))
                } else if let quote {
                    single(.success(quote))
                } else {
                    single(.failure(QuoteFeedFailure(code: code, message: "no quote")))
                }
            }
            guard let answerDelay else {
                answer()
                return Disposables.create()
            }
            return answerDelay.scheduler.scheduleRelative((), dueTime: answerDelay.interval) { _ in
                answer()
                return Disposables.create()
            }
        }
    }

    /// True while a `quotes(for:)` subscription is live.
    public var hasSubscribers: Bool { watching > 0 }

    /// Pushes `event` to the subscriptions it concerns.
    public func send(_ event: QuoteFeedEvent) {
        events.onNext(event)
    }

    /// Pushes `quote`.
    public func send(_ quote: Quote) {
        events.onNext(.quote(quote))
    }

    /// Pushes a failure of the whole feed, as a KIS outage is reported.
    public func fail(_ message: String, retryAfter: TimeInterval? = nil) {
        events.onNext(.failure(QuoteFeedFailure(code: nil, message: message, retryAfter: retryAfter)))
    }

    /// Ends every stream with `error`, as a broken feed would.
    public func fail(_ error: Error) {
        events.onError(error)
    }
}

extension QuoteFeedEvent {
    /// The code the event is about, nil for a whole-feed failure.
    fileprivate var code: StockCode? {
        switch self {
        case .quote(let quote): quote.code
        case .failure(let failure): failure.code
        }
    }
}
