// Simulated-exchange throughput (trades per second of CPU on one core, 1,000 listings) and its launch on the whole listing.

import Domain
import Foundation
import Glibc
import MarketData
import Reactive

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
        Workload(
            id: "sim-launch-replay",
            title: "Simulated exchange launched on the whole listing at 19:30, replaying each listing's session so far (the app), ms CPU",
            goal: "≤ 15 ms (start-up's budget is 60 ms); compare sim-launch-plain",
            measure: { measureLaunch(replays: true, rounds: 5) }
        ),
        Workload(
            id: "sim-launch-plain",
            title: "The same launch with every listing at its base price (no replay), ms CPU",
            goal: "— (the replay's baseline)",
            measure: { measureLaunch(replays: false, rounds: 5) }
        ),
    ]

    /// Builds an exchange over the bundled listing at Friday 19:30 Korea time `rounds` times, replaying the
    /// session so far or not, and reports the mean CPU milliseconds of one launch.
    private static func measureLaunch(replays: Bool, rounds: Int) -> Figure {
        guard let catalog = try? BundledStockCatalog() else { return Figure(value: .nan, unit: "ms", checksum: 0) }
        let listings = catalog.entries.map { SimulatedListing(entry: $0, seed: 7) }
        let evening = KoreaTime.date(of: CalendarDay("2026-12-04")!, minute: 19 * 60 + 30)
        let scheduler = OffsetClockScheduler(base: SerialDispatchQueueScheduler(internalSerialQueueName: "bench.sim-launch"), startingAt: evening)
        var configuration = SimulatorConfiguration(seed: 7)
        configuration.replaysSessionSoFar = replays
        var checksum = 0
        let start = clock()
        for _ in 0..<rounds {
            let exchange = SimulatedExchange(listings: listings, configuration: configuration, calendar: KRXCalendar(closures: [:]), scheduler: scheduler)
            checksum &+= exchange.currentQuote(for: listings[0].stock.code)?.volume ?? 0
        }
        return Figure(value: Double(clock() - start) / Double(CLOCKS_PER_SEC) / Double(rounds) * 1_000, unit: "ms", checksum: checksum + listings.count)
    }

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
