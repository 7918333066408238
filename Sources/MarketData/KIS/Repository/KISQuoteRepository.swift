// Live quotes from the KIS Open API: the watchlist's codes polled round-robin at the rate limiter's pace.

import Domain
import FoundationEssentials
import Networking
import Reactive

/// The `kis` feed's quote repository.
///
/// Each subscription to `quotes(for:)` runs its own polling loop on `scheduler`; loops and one-off
/// quotes share the client's rate limiter, so together they never exceed the account's request rate.
public final class KISQuoteRepository: QuoteRepository {
    private let fetcher: any KISQuoteFetching
    private let scheduler: any SchedulerType
    private let backoff: ExponentialBackoff
    private let maximumInFlight: Int
    /// The after-hours window at a moment, when the loops look for KRX's single-price trades (nil: never).
    private let singlePriceWindow: ((Date) -> KISSinglePriceWindow?)?
    /// Whether a row's first close in that window waits for its single-price answer (`KISQuotePollLoop`).
    private let holdsCloseForSinglePrice: Bool

    /// A repository over `client`; `backoff` paces retries after failures.
    public convenience init(client: KISClient, scheduler: any SchedulerType, backoff: ExponentialBackoff = .standard) {
        self.init(fetcher: client, scheduler: scheduler, backoff: backoff)
    }

    init(
        fetcher: any KISQuoteFetching, scheduler: any SchedulerType, backoff: ExponentialBackoff,
        maximumInFlight: Int = KISQuotePollLoop.defaultMaximumInFlight, singlePriceWindow: ((Date) -> KISSinglePriceWindow?)? = nil,
        holdsCloseForSinglePrice: Bool = false
    ) {
        self.fetcher = fetcher
        self.scheduler = scheduler
        self.backoff = backoff
        self.maximumInFlight = maximumInFlight
        self.singlePriceWindow = singlePriceWindow
        self.holdsCloseForSinglePrice = holdsCloseForSinglePrice
    }

    /// Quotes for `codes` until disposed; failures arrive as `.failure` events and never end the stream.
    public func quotes(for codes: [StockCode]) -> Observable<QuoteFeedEvent> {
        Observable.create { observer in
            let loop = self.makeLoop(codes: codes, observer: observer)
            loop.start()
            return loop
        }
    }

    /// One polling loop over `codes`, not started, that `update(codes:)` can steer (the real-time
    /// repository polls what the socket does not price).
    func makeLoop(codes: [StockCode], observer: AnyObserver<QuoteFeedEvent>) -> KISQuotePollLoop {
        KISQuotePollLoop(
            codes: codes, fetcher: fetcher, scheduler: scheduler, backoff: backoff, maximumInFlight: maximumInFlight,
            singlePriceWindow: singlePriceWindow, holdsCloseForSinglePrice: holdsCloseForSinglePrice, observer: observer
        )
    }

    /// One quote now, through the same client and limiter; fails with a `KISError`.
    public func quote(for code: StockCode) -> Single<Quote> {
        fetcher.fetchQuote(for: code)
    }
}
