// Follow a Nextrade stock's price on each venue while its detail view is open.

import Reactive

/// KRX's and Nextrade's own prices of one stock, asked again every `period`.
public protocol WatchVenuePricesUseCase {
    /// The prices of `code` at once and every period until disposed; nothing for a stock (or a feed) with
    /// one price. A venue that fails to answer is left out of that round (KRX's failure skips the round).
    func execute(code: StockCode) -> Observable<VenuePrices>
}

/// Asks a `VenueQuoteRepository` for both venues' quotes together, one round at a time: a round still
/// waiting when the next is due is replaced (never two in flight, so a slow feed is not piled on).
public final class DefaultWatchVenuePricesUseCase: WatchVenuePricesUseCase {
    private let venues: VenueQuoteRepository
    private let period: RxTimeInterval
    private let scheduler: any SchedulerType

    /// - Parameter period: Between two rounds; each round costs two requests on KIS.
    public init(venues: VenueQuoteRepository, period: RxTimeInterval, scheduler: any SchedulerType) {
        self.venues = venues
        self.period = period
        self.scheduler = scheduler
    }

    public func execute(code: StockCode) -> Observable<VenuePrices> {
        guard venues.pricesVenuesApart(code) else { return .empty() }
        let venues = venues
        return Observable<Int>.timer(.seconds(0), period: period, scheduler: scheduler)
            .flatMapLatest { _ -> Observable<VenuePrices> in
                let krx = venues.quote(for: code, on: .krx).asObservable()
                let nxt = venues.quote(for: code, on: .nxt).asObservable().map { Optional($0) }.catchAndReturn(nil)
                return Observable.zip(krx, nxt) { VenuePrices(krx: $0, nxt: $1) }.catch { _ in .empty() }
            }
    }
}
