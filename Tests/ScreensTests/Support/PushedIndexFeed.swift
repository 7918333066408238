// An index feed for screen tests: the test pushes index figures and failures.

import Domain
import Foundation
import Reactive

/// Serves `indices()` from one subject the test pushes events into.
final class PushedIndexFeed: MarketIndexRepository {
    let events = PublishSubject<MarketIndexFeedEvent>()

    func indices() -> Observable<MarketIndexFeedEvent> { events.asObservable() }

    /// Pushes `kind` at `value`, `change` from the previous close, with the breadth counts.
    func send(_ kind: MarketIndexKind, _ value: Double, change: Double, advancers: Int = 512, decliners: Int = 338) {
        let sign: PriceChangeSign = change > 0 ? .rise : change < 0 ? .fall : .flat
        events.onNext(.index(MarketIndex(
            kind: kind, value: value, change: change, sign: sign, changeRate: change / (value - change) * 100,
            advancers: advancers, decliners: decliners, time: Date(timeIntervalSince1970: 0)
        )))
    }
}
