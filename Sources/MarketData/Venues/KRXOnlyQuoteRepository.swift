// A feed that sees KRX only (a KIS paper account, or --venue krx): its rows of Nextrade's stocks say "KRX close" in Nextrade's own hours.

import Dispatch
import Domain
import Reactive

/// Passes a real-time-aware feed through, but while Nextrade alone trades (its pre- and after-market) reports
/// each stock Nextrade trades as `.krxClose` instead of live, polled or stale: the feed's price is KRX's close
/// while the stock trades elsewhere, and must never look live. The status is worked out again every
/// `recheckInterval` seconds, so a row turns at 15:30 and back at 09:00 without a new quote.
public final class KRXOnlyQuoteRepository: RealtimeQuoteRepository {
    private let feed: RealtimeQuoteRepository
    private let isNXTEligible: (StockCode) -> Bool
    private let calendar: () -> KRXCalendar
    private let scheduler: any SchedulerType
    private let recheckInterval: RxTimeInterval

    /// - Parameters:
    ///   - isNXTEligible: whether Nextrade trades a stock.
    ///   - calendar: the exchange calendar in use, read at every check.
    ///   - scheduler: its clock says the time (`--clock` shifts it) and its timer rechecks.
    public init(
        feed: RealtimeQuoteRepository, isNXTEligible: @escaping (StockCode) -> Bool, calendar: @escaping () -> KRXCalendar,
        scheduler: any SchedulerType, recheckInterval: RxTimeInterval = .seconds(15)
    ) {
        self.feed = feed
        self.isNXTEligible = isNXTEligible
        self.calendar = calendar
        self.scheduler = scheduler
        self.recheckInterval = recheckInterval
    }

    public var visibleCodes: AnyObserver<[StockCode]> { feed.visibleCodes }

    public var status: Observable<QuoteFeedStatus> {
        let ticks = Observable<Int>.timer(.seconds(0), period: recheckInterval, scheduler: scheduler)
        return Observable.combineLatest(feed.status, ticks)
            .map { [isNXTEligible, calendar, scheduler] status, _ in
                Self.marked(status, sessions: calendar().venueSessions(at: scheduler.now), isNXTEligible: isNXTEligible)
            }
            .distinctUntilChanged()
    }

    public func quotes(for codes: [StockCode]) -> Observable<QuoteFeedEvent> { feed.quotes(for: codes) }

    public func quote(for code: StockCode) -> Single<Quote> { feed.quote(for: code) }

    public func latestQuote(of code: StockCode) -> Quote? { feed.latestQuote(of: code) }

    public func retryAfterRefusal() { feed.retryAfterRefusal() }

    /// `status` with every Nextrade stock `.krxClose` while Nextrade trades continuously and KRX does not.
    static func marked(_ status: QuoteFeedStatus, sessions: VenueSessions, isNXTEligible: (StockCode) -> Bool) -> QuoteFeedStatus {
        guard sessions.nxt.isContinuous, !sessions.krx.isContinuous else { return status }
        var marked = status
        for code in status.sources.keys where isNXTEligible(code) { marked.sources[code] = .krxClose }
        return marked
    }
}
