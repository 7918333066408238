// A quote feed for screen tests: the test pushes quotes; only their watchers get them.

import Domain
import Foundation
import Reactive
import Screens

/// Serves `quotes(for:)` from one subject the test pushes quotes into.
final class PushedQuoteFeed: QuoteRepository {
    private let events = PublishSubject<QuoteFeedEvent>()

    func quotes(for codes: [StockCode]) -> Observable<QuoteFeedEvent> {
        events.filter { event in
            switch event {
            case .quote(let quote): codes.contains(quote.code)
            case .failure(let failure): failure.code.map(codes.contains) ?? true
            }
        }
    }

    func quote(for code: StockCode) -> Single<Quote> {
        .error(QuoteFeedFailure(code: code, message: "not used by the screen"))
    }

    /// Pushes a quote of `code` at `price` against `base` (limits at ±30%), traded `volume` times, at `time`.
    func send(_ code: String, price: Int, base: Int, volume: Int = 1_000, at time: Date = Date(timeIntervalSince1970: 0)) {
        let upper = base * 13 / 10
        let lower = base * 7 / 10
        let sign: PriceChangeSign = price >= upper ? .upperLimit : price <= lower ? .lowerLimit
            : price > base ? .rise : price < base ? .fall : .flat
        events.onNext(.quote(Quote(
            code: StockCode(code)!, price: price, change: price - base, sign: sign,
            changeRate: Double(price - base) / Double(base) * 100, volume: volume, tradedValue: volume * price,
            open: base, high: max(base, price), low: min(base, price),
            upperLimit: upper, lowerLimit: lower, basePrice: base, time: time
        )))
    }

    /// Pushes a failure of the whole feed.
    func fail(_ message: String, retryAfter: TimeInterval?) {
        events.onNext(.failure(QuoteFeedFailure(code: nil, message: message, retryAfter: retryAfter)))
    }
}
