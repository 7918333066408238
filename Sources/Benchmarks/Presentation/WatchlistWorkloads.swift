// Watchlist view model throughput: quotes of a 200-row watchlist turned into screen states per CPU second.

import Dispatch
import Domain
import DomainTestDoubles
import Foundation
import Glibc
import Presentation
import Reactive
import StockWatchAppCore
import Storage

/// Benchmarks of `WatchlistViewModel`.
enum WatchlistWorkloads {
    static let all: [Workload] = [
        Workload(
            id: "watchlist-vm-quotes",
            title: "Quotes of a 200-row watchlist through WatchlistViewModel into WatchlistState values, per CPU second",
            goal: "≥ 20,000 quotes/s (1,000 ticks/s then costs ≤ 5 % of a core)",
            measure: { measureQuotes(100_000, rows: 200, sorted: false) }
        ),
        Workload(
            id: "watchlist-vm-quotes-sorted",
            title: "The same, sorted by change % (every quote may reorder the rows)",
            goal: "≥ 20,000 quotes/s (the order is computed once per frame, not per quote)",
            measure: { measureQuotes(50_000, rows: 200, sorted: true) }
        ),
    ]

    /// Pushes `count` quotes for a `rows`-code watchlist through the view model on a serial queue and
    /// reports quotes per second of this process's CPU time.
    private static func measureQuotes(_ count: Int, rows: Int, sorted: Bool) -> Figure {
        let codes = (0..<rows).map { StockCode(String(format: "%06d", 100_000 + $0))! }
        let watchlist = Watchlist(id: WatchlistID("bench"), name: "bench", codes: codes)
        let feed = FakeQuoteRepository()
        let store = InMemoryWatchlistRepository([watchlist])
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "watchlist-bench")
        let scene = WatchlistSceneContainer(watchlists: store, quotes: feed, catalog: InMemoryStockCatalog([]), calendar: KRXCalendar(closures: [:]), scheduler: scheduler)
        let viewModel = scene.makeWatchlistViewModel(staleAfter: 10)
        let intents = PublishSubject<WatchlistIntent>()
        let shown = DispatchSemaphore(value: 0)
        let marker = 99_990
        var checksum = 0
        var waitingForRows = true
        let subscription = viewModel.transform(.init(intents: intents.asObservable())).state.subscribe(onNext: { state in
            checksum &+= state.rows.count
            if waitingForRows, state.rows.count == rows {
                waitingForRows = false
                shown.signal()
            }
            if state.rows.first?.price == "99,990" { shown.signal() }
        })
        shown.wait()
        if sorted { run(on: scheduler) { intents.onNext(.cycleSort) } }
        let start = clock()
        // Batches of 100, as a feed delivers them between two drains of the screen's queue.
        for batch in stride(from: 0, to: count, by: 100) {
            run(on: scheduler) {
                for index in batch..<min(count, batch + 100) {
                    feed.send(.of(codes[index % rows], price: 50_000 + (index % 97) * 10, base: 50_000, time: Date()))
                }
            }
        }
        run(on: scheduler) { feed.send(.of(codes[0], price: marker, base: 50_000, time: Date())) }
        shown.wait()
        let seconds = Double(clock() - start) / Double(CLOCKS_PER_SEC)
        subscription.dispose()
        return Figure(value: Double(count) / seconds, unit: "quotes/s", checksum: checksum)
    }

    /// Runs `body` on `scheduler` and waits until it has run.
    static func run(on scheduler: SerialDispatchQueueScheduler, _ body: @escaping () -> Void) {
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            body()
            done.signal()
            return Disposables.create()
        }
        done.wait()
    }
}
