// A quote feed for view model tests: the test pushes events; the feed remembers who is watching what.

import Domain
import Foundation
import Reactive

/// Serves `quotes(for:)` from one subject the test pushes events into, and records each request.
final class ScriptedQuoteFeed: QuoteRepository {
    private let events = PublishSubject<QuoteFeedEvent>()
    /// The codes of each `quotes(for:)` subscription, in order.
    private(set) var requests: [[StockCode]] = []
    /// How many subscriptions are live now.
    private(set) var watching = 0

    func quotes(for codes: [StockCode]) -> Observable<QuoteFeedEvent> {
        Observable.create { [self] observer in
            requests.append(codes)
            watching += 1
            let subscription = events.filter { $0.code.map(codes.contains) ?? true }.subscribe(observer)
            return Disposables.create {
                self.watching -= 1
                subscription.dispose()
            }
        }
    }

    func quote(for code: StockCode) -> Single<Quote> {
        .error(QuoteFeedFailure(code: code, message: "Not used by these tests."))
    }

    /// Pushes `event` to the current watchers.
    func send(_ event: QuoteFeedEvent) {
        events.onNext(event)
    }

    /// Makes the stream itself fail.
    func fail(_ error: Error) {
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

extension Quote {
    /// A quote for `stock` at `price` against `base`, with the sign, rate and range that follow,
    /// `upperLimit`/`lowerLimit` at ±30%.
    static func of(_ stock: Stock, price: Int, base: Int, volume: Int = 1_000) -> Quote {
        let upper = base * 13 / 10
        let lower = base * 7 / 10
        let sign: PriceChangeSign = price >= upper ? .upperLimit : price <= lower ? .lowerLimit
            : price > base ? .rise : price < base ? .fall : .flat
        return Quote(
            code: stock.code, price: price, change: price - base, sign: sign,
            changeRate: Double(price - base) / Double(base) * 100, volume: volume, tradedValue: volume * price,
            open: base, high: max(base, price), low: min(base, price),
            upperLimit: upper, lowerLimit: lower, basePrice: base, time: Date(timeIntervalSince1970: 0)
        )
    }
}
