// The order book from the KIS Open API: inquire-asking-price-exp-ccn polled while the detail view is open.

import Dispatch
import Domain
import FoundationEssentials
import Reactive

/// The `kis` feed's order books, polled every `interval` through the client's rate limiter (so the
/// watchlist's quotes keep most of the budget). A failed poll ends the stream with its `KISError`; the
/// detail view watches again with backoff, and a new subscription polls at once.
public final class KISOrderBookRepository: OrderBookRepository {
    private let client: KISClient
    private let scheduler: any SchedulerType
    private let interval: RxTimeInterval

    /// Polls through `client` on `scheduler` every `interval` (3 s by default: a third of a paper account's budget).
    public init(client: KISClient, scheduler: any SchedulerType, interval: RxTimeInterval = .seconds(3)) {
        self.client = client
        self.scheduler = scheduler
        self.interval = interval
    }

    public func orderBooks(for code: StockCode) -> Observable<OrderBook> {
        let client = client
        return Observable<Int>.timer(.seconds(0), period: interval, scheduler: scheduler)
            .concatMap { _ in
                client.authorized { token, credentials in KISChartEndPoints.orderBook(code, on: client.venues.venue(of: code), token: token, credentials: credentials) }
                    decode: { response in
                        let (levels, expected) = try response.outputs()
                        return try KISOrderBookDTO(levels: levels, expected: expected).toDomain(code: code, time: client.now)
                    }
                    .asObservable()
            }
    }
}
