// Alert evaluation cost: 1,000 armed alerts checked on every quote of the feed, as % of a core at 1,000 quotes/s.

import Domain
import DomainTestDoubles
import Foundation
import Glibc
import Reactive

/// Benchmarks of `WatchPriceAlertsUseCase` (the `PriceAlertEngine` behind a quote feed).
enum PriceAlertWorkloads {
    static let all: [Workload] = [
        Workload(
            id: "alerts-eval",
            title: "Quotes through WatchPriceAlertsUseCase with 1,000 armed alerts (10 per code, 100 codes; none fires), CPU per quote as % of a core at 1,000 quotes/s",
            goal: "≤ 1 % of a core at 1,000 quotes/s",
            measure: { measure(quotes: 2_000_000, codes: 100, alertsPerCode: 10) }
        ),
    ]

    /// Pushes `quotes` quotes round-robin over `codes` codes into the use case's feed and reports the
    /// process CPU time per quote as the share of one core that 1,000 quotes a second would take.
    private static func measure(quotes count: Int, codes: Int, alertsPerCode: Int) -> Figure {
        let stockCodes = (0..<codes).map { StockCode(String(format: "%06d", 200_000 + $0))! }
        // Thresholds out of reach (above, below, ±25 %), so every alert stays armed and is checked each time.
        let conditions: [PriceAlertCondition] = [.atOrAbove(90_000), .atOrBelow(50_000), .riseOf(basisPoints: 2_500), .fallOf(basisPoints: 2_500)]
        var alerts: [PriceAlert] = []
        for code in stockCodes {
            for index in 0..<alertsPerCode {
                alerts.append(PriceAlert(id: PriceAlertID(alerts.count + 1), code: code, condition: conditions[index % conditions.count]))
            }
        }
        let watchlist = Watchlist(id: WatchlistID("bench"), name: "bench", codes: stockCodes, alerts: alerts)
        let feed = FakeQuoteRepository()
        var fired = 0
        let subscription = DefaultWatchPriceAlertsUseCase(quotes: feed).execute(watchlists: [watchlist]).subscribe(onNext: { _ in fired += 1 })
        let time = Date(timeIntervalSince1970: 1_800_000_000)
        let events = stockCodes.enumerated().map { index, code in
            QuoteFeedEvent.quote(Quote(
                code: code, price: 70_000 + index * 100, change: index * 100, sign: .rise, changeRate: 0.1, volume: 1, tradedValue: 1,
                open: 70_000, high: 80_000, low: 60_000, upperLimit: 91_000, lowerLimit: 49_000, basePrice: 70_000, time: time
            ))
        }
        let start = clock()
        for index in 0..<count { feed.send(events[index % events.count]) }
        let seconds = Double(clock() - start) / Double(CLOCKS_PER_SEC)
        subscription.dispose()
        let percentOfCoreAt1000PerSecond = seconds / Double(count) * 1_000 * 100
        return Figure(value: percentOfCoreAt1000PerSecond, unit: "% of a core", checksum: fired + count)
    }
}
