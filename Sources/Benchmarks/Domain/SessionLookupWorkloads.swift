// Which venue trades each of the 2,773 listed stocks at a minute boundary: the simulator's question every minute.

import Domain
import Foundation
import Glibc
import MarketData

/// Benchmarks of the session lookup over the whole listing (`KRXCalendar.venueSessions(at:)`, then each stock's venue).
enum SessionLookupWorkloads {
    static let all: [Workload] = [
        Workload(
            id: "session-lookup",
            title: "Session lookup for the 2,773 listed stocks at a minute boundary (both venues' phases once, then each stock's trading venue by NXT eligibility), mean over every minute of a week",
            goal: "≤ 100 µs (0.1 ms)",
            measure: { measure(rounds: 50) }
        ),
    ]

    /// Looks up every stock's trading venue at each minute of Monday 2026-12-07 to Sunday 2026-12-13,
    /// `rounds` times, and reports the mean time of one minute's lookup for the whole listing.
    private static func measure(rounds: Int) -> Figure {
        guard let calendar = try? BundledMarketCalendar.load(), let catalog = try? BundledStockCatalog() else {
            return Figure(value: .nan, unit: "µs", checksum: 0)
        }
        let eligible = BundledNXTEligibility.load()
        let flags = catalog.entries.map { eligible.contains($0.stock.code) }
        let monday = KoreaTime.date(of: CalendarDay("2026-12-07")!, minute: 0)
        let minutes = (0..<(7 * 24 * 60)).map { monday.addingTimeInterval(Double($0) * 60) }
        var trading = 0
        let start = clock()
        for _ in 0..<rounds {
            for minute in minutes {
                let sessions = calendar.venueSessions(at: minute)
                let krx = sessions.krx.isTrading
                let nxt = sessions.nxt.isTrading
                for isEligible in flags where krx || (isEligible && nxt) { trading += 1 }
            }
        }
        let seconds = Double(clock() - start) / Double(CLOCKS_PER_SEC)
        return Figure(value: seconds / Double(rounds * minutes.count) * 1_000_000, unit: "µs", checksum: trading + flags.count)
    }
}
