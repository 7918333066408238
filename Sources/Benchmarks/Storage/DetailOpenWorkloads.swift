// Benchmark: Enter on a row to the detail view's first full frame, its charts read from the SQLite cache.

import Domain
import Foundation
import MarketData
import Presentation
import Reactive
import Screens
import Storage
import StockWatchAppCore
import TUICore

/// How long the detail view takes to open from a filled history cache: the app's own scene container,
/// view model and screen over the simulated exchange, a fresh cache connection, and a 200×60 frame on
/// a `MemoryCanvas` once the state holds today's chart and the daily chart from the cache.
enum DetailOpenWorkloads {
    static let all: [Workload] = [
        Workload(
            id: "detail-open-cache",
            title: "detail view opened (view model + screen, new cache connection) to its first full 200×60 frame: today's 390 minutes + 250 days from the SQLite cache, in ms",
            goal: "≤ 50 ms",
            runs: 9,
            measure: openDetail
        ),
    ]

    /// 2025-12-01 15:31 KST, a minute after the close of the cached day: the clock the scene runs on.
    private static let afterClose = HistoryCacheWorkloads.opening.addingTimeInterval(391 * 60)

    private static func openDetail() -> Figure {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stockwatch-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = HistoryCacheWorkloads.fillCache(in: folder)
        guard let catalog = try? BundledStockCatalog(), let calendar = try? BundledMarketCalendar.load() else { fatalError("bundled data damaged") }
        let scheduler = ShiftedClockScheduler(startingAt: afterClose)
        let exchange = SimulatedExchange(listings: catalog.entries.map { SimulatedListing(entry: $0, seed: 1) }, calendar: calendar, scheduler: scheduler)
        let container = StockDetailSceneContainer(
            quotes: exchange, catalog: catalog, history: SimulatedPriceHistory(exchange: exchange, seed: 1),
            orderBooks: SimulatedOrderBookRepository(exchange: exchange, seed: 1, calendar: calendar),
            cache: SQLitePriceBarCache(path: path), scheduler: scheduler
        )
        let canvas = MemoryCanvas(size: Size(width: 200, height: 60))
        let drawn = DispatchSemaphore(value: 0)
        let start = DispatchTime.now().uptimeNanoseconds
        let viewModel = container.makeStockDetailViewModel(code: HistoryCacheWorkloads.code)
        let screen = StockDetailScreen(viewModel: viewModel, colors: .korean)
        let frame = LockedState<(elapsed: UInt64, checksum: Int)?>(nil)
        let subscription = screen.start {
            guard let state = screen.currentState, !state.intraday.prices.isEmpty, !state.daily.bars.isEmpty else { return }
            let first = frame.withLock { recorded -> Bool in
                guard recorded == nil else { return false }
                screen.draw(in: Rect(x: 0, y: 0, width: 200, height: 60), on: canvas)
                recorded = (DispatchTime.now().uptimeNanoseconds - start, state.intraday.prices.count * 1_000 + state.daily.bars.count + (state.header.hasQuote ? 1_000_000 : 0))
                return true
            }
            if first { drawn.signal() }
        }
        guard drawn.wait(timeout: .now() + 10) == .success, let (elapsed, checksum) = frame.withLock({ $0 }) else { fatalError("the detail view never showed the cached charts") }
        subscription.dispose()
        return Figure(value: Double(elapsed) / 1e6, unit: "ms", checksum: checksum)
    }
}
