// The header's indices on the simulator: every trade of the full listing folded into KOSPI, KOSDAQ and KOSPI200.

import Domain
import Foundation
import Glibc
import MarketData
import Reactive

/// Benchmarks of `SimulatedMarketIndices` behind `DefaultWatchMarketIndicesUseCase`, as the app runs them.
enum IndexWorkloads {
    static let all: [Workload] = [
        Workload(
            id: "indices-fold",
            title: "Simulated trades of the full listing (2,773) folded into the three indices and the header's board, CPU as % of a core at the listing's default pace (≈ 4,400 trades/s)",
            goal: "≤ 2 % of a core",
            runs: 3,
            measure: measure
        ),
    ]

    /// Trades per second of the bundled listing at the simulator's default pace (0.2–3 a second each, 1.6 on average).
    private static let defaultPace = 2_773.0 * 1.6

    /// Runs the exchange at a high pace for a while twice — with only a 41-stock watch, then with the
    /// index watch too — and reports the difference in process CPU per trade, scaled to `defaultPace`.
    private static func measure() -> Figure {
        guard let catalog = try? BundledStockCatalog(), let calendar = try? BundledMarketCalendar.load() else { fatalError("bundled files do not parse") }
        let listings = catalog.entries.map { SimulatedListing(entry: $0, seed: 42) }
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "indices-bench")
        var configuration = SimulatorConfiguration(seed: 42, publishInterval: .milliseconds(100))
        configuration.tradesPerSecond = 20...20
        let exchange = SimulatedExchange(listings: listings, configuration: configuration, calendar: calendar, scheduler: scheduler)
        let trades = LockedState(0)
        let boards = LockedState(0)
        let watched = exchange.quotes(for: listings.prefix(41).map(\.stock.code)).subscribe(onNext: { _ in })
        let counting = exchange.quotes(for: listings.map(\.stock.code)).subscribe(onNext: { _ in trades.withLock { $0 += 1 } })
        defer { watched.dispose(); counting.dispose() }
        func cpuPerTrade(seconds: Double) -> Double {
            let tradesBefore = trades.withLock { $0 }
            let start = clock()
            Thread.sleep(forTimeInterval: seconds)
            let cpu = Double(clock() - start) / Double(CLOCKS_PER_SEC)
            return cpu / Double(max(1, trades.withLock { $0 } - tradesBefore))
        }
        let without = cpuPerTrade(seconds: 3)
        let indices = DefaultWatchMarketIndicesUseCase(repository: SimulatedMarketIndices(exchange: exchange, listings: listings), scheduler: scheduler)
        let watch = indices.execute().subscribe(onNext: { _ in boards.withLock { $0 += 1 } })
        let with = cpuPerTrade(seconds: 3)
        watch.dispose()
        return Figure(value: max(0, with - without) * defaultPace * 100, unit: "% of a core", checksum: boards.withLock { $0 })
    }
}
