// Where index figures come from: the simulated exchange's composites or KIS's inquire-index-price.

import Reactive

/// A source of live KOSPI / KOSDAQ / KOSPI200 figures.
public protocol MarketIndexRepository: AnyObject {
    /// Index figures until disposed; failures arrive as `.failure` without ending the stream.
    func indices() -> Observable<MarketIndexFeedEvent>
}
