// The detail scene over the simulated feed: charts fetched and cached in history.sqlite, the order book offline.

import Domain
import Foundation
import Reactive
import Storage
import Testing
@testable import StockWatchAppCore

@Suite struct StockDetailSceneContainerTests {
    @Test func theSimulatedDetailSceneChartsFromTheCacheAndShowsTenLevelsASide() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stockwatch-detail-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = StoragePaths(dataDirectory: folder.path, configDirectory: folder.path, cacheDirectory: folder.path + "/cache")
        var options = LaunchOptions(seed: 1)
        options.diagnostics.syntheticWatchlist = 3
        let container = try AppContainer(
            settings: AppSettings(options: options, configuration: Configuration(), defaultSeed: 1), paths: paths,
            scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "detail-test")
        )
        let code = StockCode("Q00001")!
        let scene = container.stockDetailScene
        // The loads run on the scene's cache queue: each is followed until it completes (its bars stored).
        func dailyLoads() -> [LoadedPriceBars] {
            let loads = LockedState<(bars: [LoadedPriceBars], done: Bool)>(([], false))
            let subscription = scene.makeLoadDailyBarsUseCase().execute(code: code, from: Date().addingTimeInterval(-90 * 86_400))
                .subscribe(onNext: { load in loads.withLock { $0.bars.append(load) } }, onCompleted: { loads.withLock { $0.done = true } })
            defer { subscription.dispose() }
            let deadline = Date().addingTimeInterval(5)
            while !loads.withLock({ $0.done }), Date() < deadline { usleep(5_000) }
            return loads.withLock { $0.bars }
        }
        let first = dailyLoads()
        #expect(first.map(\.isComplete) == [false, true])
        #expect(first.first?.bars.isEmpty == true)
        #expect((first.last?.bars.count ?? 0) > 55)
        let second = dailyLoads()
        #expect(second.first?.bars == first.last?.bars)
        #expect(FileManager.default.fileExists(atPath: paths.historyCacheFile))
        let book = LockedState<OrderBook?>(nil)
        let subscription = scene.makeWatchOrderBookUseCase().execute(code: code).subscribe(onNext: { next in book.withLock { $0 = $0 ?? next } })
        defer { subscription.dispose() }
        let deadline = Date().addingTimeInterval(5)
        while book.withLock({ $0 }) == nil, Date() < deadline { usleep(10_000) }
        let firstBook = book.withLock { $0 }
        #expect(firstBook?.asks.count == 10 && firstBook?.bids.count == 10)
    }
}
