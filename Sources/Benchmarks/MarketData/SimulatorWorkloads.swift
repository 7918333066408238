// Simulated-exchange throughput: trades generated per second of CPU on one core, 1,000 listings.

import Foundation
import Glibc
import MarketData

/// Benchmarks of the simulated exchange's tick generator.
enum SimulatorWorkloads {
    static let all: [Workload] = [
        Workload(
            id: "sim-ticks",
            title: "Simulated ticks generated per CPU second, one core (1,000 synthetic listings, pure generator)",
            goal: "≥ 1,000,000 ticks/s (load tests need thousands per second)",
            measure: { measureTicks(2_000_000, quotes: false) }
        ),
        Workload(
            id: "sim-quotes",
            title: "Simulated ticks turned into Quote values per CPU second (what the exchange publishes)",
            goal: "≥ 500,000 quotes/s",
            measure: { measureTicks(2_000_000, quotes: true) }
        ),
    ]

    /// Runs `count` trades of a 1,000-listing market (optionally building each trade's `Quote`) and
    /// reports trades per second of this process's CPU time, so sharing the cores does not skew it.
    private static func measureTicks(_ count: Int, quotes: Bool) -> Figure {
        var market = SimulatedTickGenerator(listings: SimulatedListing.synthetic(count: 1_000), configuration: .init(seed: 42, tradesPerSecond: 0.5...5))
        let time = Date(timeIntervalSince1970: 0)
        var checksum = 0
        let start = clock()
        for _ in 0..<count {
            let trade = market.nextTrade()
            checksum &+= quotes ? trade.state.quote(at: time).price : trade.state.price
        }
        let seconds = Double(clock() - start) / Double(CLOCKS_PER_SEC)
        return Figure(value: Double(count) / seconds, unit: quotes ? "quotes/s" : "ticks/s", checksum: checksum)
    }
}
