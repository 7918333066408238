// Frame time of the watchlist screen when a few rows change: 7 of 41 rows traded between two frames.

import CursesBackend
import Dispatch
import Domain
import DomainTestDoubles
import Foundation
import MarketData
import Presentation
import Reactive
import Screens
import StockWatchAppCore
import Storage
import TUICore

/// The frame the app draws at issue 11's load (41 codes, trades spread over them): the real view model
/// and `WatchlistScreen` at 200×60, 7 of the 41 rows trading between two frames, each frame drawn on a
/// cleared canvas as the run loop does (the unchanged rows then come back from `RowSnapshots`).
enum WatchlistFrameWorkloads {
    static let all: [Workload] = [
        Workload(
            id: "watchlist-frame-7-of-41",
            title: "Watchlist screen frame, 41 rows of which 7 traded since the last, 200×60 MemoryCanvas (clear + draw; thread CPU time)",
            goal: "≤ 100 µs per frame",
            measure: { measureFrames(2_000, throughCurses: false) }
        ),
        Workload(
            id: "watchlist-frame-7-of-41-curses",
            title: "The same through the curses screen to /dev/null (clear + draw + cell diff + escape sequences; thread CPU time)",
            goal: "≤ 150 µs per frame",
            measure: { measureFrames(1_000, throughCurses: true) }
        ),
        Workload(
            id: "watchlist-frame-7-of-41-cold",
            title: "The same through the curses screen with cold caches: 64 MB written between two frames, as the other processes of a busy machine do while the app sleeps (thread CPU time of the frame alone)",
            goal: "—",
            measure: { measureFrames(300, throughCurses: true, evictingCaches: true) }
        ),
    ]

    /// More than the last-level cache of the machines this runs on (32 MB shared on the EPYC hosts).
    private static let evictionBytes = 64 << 20

    private static let rowCount = 41
    private static let changedRows = 7

    /// Draws `frames` frames, 7 rows trading before each, and reports microseconds of the drawing
    /// thread's CPU time per frame (the trades' own work through the view model is not counted); the
    /// checksum is how many rows (table rows, header, status bar) were put back rather than laid out.
    /// With `evictingCaches`, a buffer larger than the caches is written before each frame (not timed):
    /// in the app every frame starts that way, after 16 ms in which other processes ran.
    private static func measureFrames(_ frames: Int, throughCurses: Bool, evictingCaches: Bool = false) -> Figure {
        guard let catalog = try? BundledStockCatalog() else { fatalError("bundled catalog damaged") }
        let stocks = Array(catalog.allStocks().prefix(rowCount))
        let watchlist = Watchlist(id: WatchlistID("bench"), name: "관심종목", codes: stocks.map(\.code))
        let feed = FakeQuoteRepository()
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "watchlist-frame-bench")
        let scene = WatchlistSceneContainer(
            watchlists: InMemoryWatchlistRepository([watchlist]), quotes: feed, catalog: InMemoryStockCatalog(stocks),
            calendar: KRXCalendar(closures: [:]), scheduler: scheduler
        )
        let screen = WatchlistScreen(viewModel: scene.makeWatchlistViewModel(staleAfter: 3_600), options: .init(feedName: "bench"))
        let size = Size(width: 200, height: 60)
        let curses = throughCurses ? try? CursesScreen.headless(size: size) : nil
        if throughCurses, curses == nil { fatalError("headless curses screen could not start") }
        let canvas: Canvas = curses?.canvas ?? MemoryCanvas(size: size)
        var subscription: Disposable?
        WatchlistWorkloads.run(on: scheduler) {
            subscription = screen.start(keys: Observable<Key>.never(), onChange: {}, onQuit: {})
            for (index, stock) in stocks.enumerated() {
                feed.send(.of(stock.code, price: 50_000 + index * 100, base: 50_000, volume: 1_000, time: Date()))
            }
        }
        var elapsed = 0
        var eviction = [UInt8](repeating: 0, count: evictingCaches ? evictionBytes : 0)
        for frame in 0..<frames + 1 {
            WatchlistWorkloads.run(on: scheduler) {
                for trade in 0..<changedRows {
                    let index = (frame * changedRows + trade) % rowCount
                    feed.send(.of(stocks[index].code, price: 50_000 + (frame * 37 + index) % 900 * 10, base: 50_000, volume: 1_000 + frame, time: Date()))
                }
            }
            // One write per cache line.
            eviction.withUnsafeMutableBufferPointer { bytes in
                for index in stride(from: 0, to: bytes.count, by: 64) { bytes[index] &+= 1 }
            }
            WatchlistWorkloads.run(on: scheduler) {
                let start = TableRenderWorkloads.threadCPUNanoseconds()
                canvas.clear()
                screen.draw(on: canvas)
                curses?.present()
                // The first frame lays out every row: it is not counted.
                if frame > 0 { elapsed += TableRenderWorkloads.threadCPUNanoseconds() - start }
            }
        }
        // Closed here, on the thread that drew: left to its deinit, it was freed wherever the last
        // reference went (a dispatch thread), at times while the next run's screen was drawing.
        WatchlistWorkloads.run(on: scheduler) { curses?.close() }
        subscription?.dispose()
        return Figure(value: Double(elapsed) / Double(frames) / 1_000, unit: "µs/frame", checksum: screen.restoredRows)
    }
}
