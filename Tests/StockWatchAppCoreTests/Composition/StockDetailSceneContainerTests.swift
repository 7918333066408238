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
        var first: [LoadedPriceBars] = []
        scene.makeLoadDailyBarsUseCase().execute(code: code, from: Date().addingTimeInterval(-90 * 86_400))
            .subscribe(onNext: { first.append($0) }).dispose()
        #expect(first.map(\.isComplete) == [false, true])
        #expect(first.first?.bars.isEmpty == true)
        #expect((first.last?.bars.count ?? 0) > 55)
        var second: [LoadedPriceBars] = []
        scene.makeLoadDailyBarsUseCase().execute(code: code, from: Date().addingTimeInterval(-90 * 86_400))
            .subscribe(onNext: { second.append($0) }).dispose()
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
