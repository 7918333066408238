// The composition root: refuses the kis feed without credentials, starts the scene at --clock, opens a synthetic list and a simulated account.

import Dispatch
import Domain
import Foundation
import MarketData
import Presentation
import Storage
import Reactive
import Testing
@testable import StockWatchAppCore

@Suite struct AppContainerTests {
    private let paths = StoragePaths(dataDirectory: "/nonexistent/data", configDirectory: "/nonexistent/config", cacheDirectory: "/nonexistent/cache")

    private func settings(_ options: LaunchOptions, _ configuration: Configuration = Configuration()) -> AppSettings {
        AppSettings(options: options, configuration: configuration, defaultSeed: 1)
    }

    @Test func theKISFeedWithoutCredentialsSaysWhatToSet() {
        #expect(throws: LaunchError.kisCredentialsMissing(configFile: "/nonexistent/config/config.json")) {
            try AppContainer(settings: settings(LaunchOptions(feed: .kis)), paths: paths, scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "test"))
        }
        let message = LaunchError.kisCredentialsMissing(configFile: "/c/config.json").message
        #expect(message.contains("KIS_APP_KEY") && message.contains("KIS_APP_SECRET") && message.contains("/c/config.json"))
        #expect(LaunchError.kisCredentialsMissing(configFile: "").exitCode == 2)
    }

    @Test func theClockStartsTheSimulatedSceneAtThatMomentAndIsRefusedWithARealFeed() throws {
        var options = LaunchOptions(seed: 1)
        options.diagnostics.syntheticWatchlist = 1
        options.clock = .moment(CalendarDay("2026-12-25")!, second: 36_000)
        let container = try AppContainer(settings: settings(options), paths: paths, scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "test"))
        let status = container.watchlistScene.makeCurrentMarketSessionUseCase().status()
        #expect(status.krx.day == CalendarDay("2026-12-25")!)
        #expect(MarketSessionText.header(status, feedHours: container.feedHours)
            == "simulated session · KRX · NXT closed · holiday — NXT opens Mon 12-28 08:00, KRX 09:00")
        options.feed = .kis
        options.diagnostics.syntheticWatchlist = nil
        var kis = settings(options)
        kis.kis = KISSettings(appKey: "key", appSecret: "secret")
        #expect(throws: LaunchError.clockNeedsSimulatedFeed) {
            try AppContainer(settings: kis, paths: paths, scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "test"))
        }
        #expect(LaunchError.clockNeedsSimulatedFeed.exitCode == 2)
    }

    @Test func aNewSimulatedAccountHoldsSomeOfTheBestKnownStocks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stockwatch-account-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let container = try AppContainer(
            settings: settings(LaunchOptions(seed: 3)), paths: StoragePaths(dataDirectory: folder, configDirectory: folder, cacheDirectory: folder),
            scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "test")
        )
        let account = try #require(container.accountScene)
        let first = LockedState<AccountValuation?>(nil)
        let arrived = DispatchSemaphore(value: 0)
        let subscription = account.makeWatchAccountUseCase().execute().take(1).subscribe(onNext: { valuation in
            first.withLock { $0 = valuation }
            arrived.signal()
        })
        _ = arrived.wait(timeout: .now() + 10)
        subscription.dispose()
        let holdings = try #require(first.withLock { $0 }).snapshot.holdings
        let bestKnown = Set(try BundledStockCatalog().allStocks().prefix(CatalogAssembly.simulatedAccountCandidates).map(\.code))
        #expect(holdings.count == 4)
        #expect(holdings.allSatisfy { bestKnown.contains($0.code) }, "\(holdings.map(\.name))")
    }

    @Test func aSyntheticWatchlistNeedsNoFilesAndIsNotSaved() throws {
        var options = LaunchOptions(seed: 1)
        options.diagnostics.syntheticWatchlist = 3
        let container = try AppContainer(settings: settings(options), paths: paths, scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "test"))
        #expect(container.feedName == "simulated")
        var loaded: [String] = []
        _ = container.watchlistScene.makeLoadWatchlistsUseCase().execute().subscribe { result in
            loaded = (try? result.get())?.watchlists.flatMap { $0.codes.map(\.rawValue) } ?? []
        }
        #expect(loaded == ["Q00000", "Q00001", "Q00002"])
    }

    @Test func theSimulatedSceneWatchesIndicesThatMoveWithItsStocks() throws {
        var options = LaunchOptions(seed: 1)
        options.diagnostics.syntheticWatchlist = 3
        let container = try AppContainer(settings: settings(options), paths: paths, scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "test"))
        let watch = try #require(container.watchlistScene.makeWatchMarketIndicesUseCase())
        let boards = LockedState<[MarketIndexBoard]>([])
        let subscription = watch.execute().subscribe(onNext: { board in boards.withLock { $0.append(board) } })
        defer { subscription.dispose() }
        let deadline = Date().addingTimeInterval(5)
        while boards.withLock({ $0.isEmpty }), Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        let first = try #require(boards.withLock { $0.first })
        #expect(!first.shown.isEmpty)
        #expect(first.staleKinds.isEmpty)
    }
}
