// A quote feed test double: hands out one subject-backed stream per request and records the codes asked for.

import Domain
import Reactive

/// Streams whatever the test pushes through `feed`, and remembers each `quotes(for:)` call.
final class FakeQuoteRepository: QuoteRepository {
    /// Every event sent here reaches the current subscribers.
    let feed = PublishSubject<QuoteFeedEvent>()
    /// The codes of each `quotes(for:)` call, in order.
    private(set) var requests: [[StockCode]] = []
    /// The answer of `quote(for:)`.
    var singleQuote: Quote?

    func quotes(for codes: [StockCode]) -> Observable<QuoteFeedEvent> {
        requests.append(codes)
        return feed.asObservable()
    }

    func quote(for code: StockCode) -> Single<Quote> {
        guard let singleQuote else { return .error(QuoteFeedFailure(code: code, message: "no quote")) }
        return .just(singleQuote)
    }

    var hasSubscribers: Bool { feed.hasObservers }
}
