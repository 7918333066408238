// Benchmark: a KIS trade frame through the session, repository, use case and view model, per trade.

import Dispatch
import Domain
import DomainTestDoubles
import Foundation
import Glibc
import MarketData
import Networking
import Presentation
import Reactive
import StockWatchAppCore
import Storage

/// The live-tick path of `tick-terminal-cpu` without the socket and the screen: H0STCNT0 frames handed
/// to the real `KISRealtimeQuoteRepository`'s session as the connection's thread would, through the
/// watchlist use case and `WatchlistViewModel` into screen states, a frame every 7 trades (41 codes ×
/// 10 trades/s at 60 frames/s). What it costs per trade is what each trade leaves of the 3 % budget.
enum TradePathWorkloads {
    static let all: [Workload] = [
        Workload(
            id: "kis-trade-path",
            title: "KIS trade frame → session → repository → use case → view model state, 41 codes, a frame every 7 trades (µs of CPU per trade, frames' view-model work included, drawing not)",
            goal: "—",
            measure: { measure(trades: 200_000) }
        ),
    ]

    private static let codes = 41
    private static let tradesPerFrame = 7

    private static func measure(trades: Int) -> Figure {
        let server = FakeKISServerProcess()
        defer { server.stop() }
        let codes = (0..<codes).map { StockCode(String(format: "Q%05d", $0))! }
        let socket = InProcessSocket()
        let main = SerialDispatchQueueScheduler(internalSerialQueueName: "trade-path-main")
        let feedQueue = SerialDispatchQueueScheduler(internalSerialQueueName: "trade-path-feed")
        let frames = HeldFrames()
        guard let base = URL(string: "http://127.0.0.1:\(server.port)"),
              let credentials = try? KISCredentials(appKey: "bench-app", appSecret: "bench-app-secret"),
              let client = try? KISClient(host: KISHost(baseURL: base, accountType: .paper), credentials: credentials, cacheDirectory: nil, scheduler: feedQueue)
        else { fatalError("the KIS client could not be made") }
        let repository = KISRealtimeQuoteRepository(
            client: client, access: .session(URL(string: "ws://127.0.0.1:\(server.port)/tryitout")!), scheduler: feedQueue,
            calendar: { KRXCalendar(closures: [:]) }, connector: socket
        )
        let scene = WatchlistSceneContainer(
            watchlists: InMemoryWatchlistRepository([Watchlist(id: WatchlistID("bench"), name: "bench", codes: codes)]),
            quotes: repository, catalog: InMemoryStockCatalog([]), calendar: KRXCalendar(closures: [:]), scheduler: main
        )
        let viewModel = scene.makeWatchlistViewModel(staleAfter: 10, frames: frames)
        // 41 codes × 89 prices: every trade moves its row's price.
        let texts = (0..<(codes.count * 89)).map { index in
            RealtimeFrameWorkloads.frame(code: codes[index % codes.count].rawValue, price: 100_000 + 100 * (index % 89))
        }
        let marker = 99_990
        let markerText = NumberText.grouped(marker)
        let shown = DispatchSemaphore(value: 0)
        // Written on `main`, where states arrive; read here only after `shown` was signalled.
        var states = 0
        var waitingForRows = true
        let subscription = viewModel.transform(.init(intents: .never())).state.subscribe(onNext: { state in
            states += 1
            if waitingForRows, state.rows.count == codes.count {
                waitingForRows = false
                shown.signal()
            }
            if state.rows.first?.price == markerText { shown.signal() }
        })
        defer { subscription.dispose() }
        let frame = { WatchlistWorkloads.run(on: main) { frames.runFrame() } }
        repeat { frame() } while shown.wait(timeout: .now() + .milliseconds(1)) == .timedOut
        while socket.registrations < codes.count { frame(); usleep(1_000) }
        for index in 0..<codes.count { socket.deliver(texts[index]) }
        frame()
        let start = clock()
        for index in 0..<trades {
            socket.deliver(texts[index % texts.count])
            if index % tradesPerFrame == tradesPerFrame - 1 { frame() }
        }
        socket.deliver(RealtimeFrameWorkloads.frame(code: codes[0].rawValue, price: marker))
        frame()
        shown.wait()
        let seconds = Double(clock() - start) / Double(CLOCKS_PER_SEC)
        return Figure(value: seconds / Double(trades) * 1e6, unit: "µs/trade", checksum: states)
    }
}

/// A WebSocket connection inside the process: the benchmark's thread hands the session its frames, as
/// the connection's own thread does, and the subscribe frames the session sends are counted.
private final class InProcessSocket: WebSocketConnecting, @unchecked Sendable {
    private let lock = NSLock()
    private var observer: AnyObserver<WebSocketEvent>?
    private var subscribes = 0

    func connect(to url: URL) -> Observable<WebSocketEvent> {
        Observable.create { observer in
            self.lock.withLock { self.observer = observer }
            observer.onNext(.connected(WebSocketSender { frame in
                if case .text(let text) = frame, text.contains("\"tr_type\":\"1\"") { self.lock.withLock { self.subscribes += 1 } }
                return true
            }))
            return Disposables.create()
        }
    }

    /// How many subscribe frames the session sent.
    var registrations: Int { lock.withLock { subscribes } }

    /// One text frame from the server.
    func deliver(_ text: String) {
        lock.withLock { observer }?.onNext(.text(text))
    }
}

/// A frame scheduler run by hand: work waits until `runFrame`, which runs it, and what that work
/// schedules, as the run loop does before a frame (up to 4 rounds).
private final class HeldFrames: ImmediateSchedulerType, @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: [() -> Void] = []

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        lock.withLock { waiting.append { _ = action(state) } }
        return Disposables.create()
    }

    func runFrame() {
        for _ in 0..<4 {
            let work = lock.withLock { () -> [() -> Void] in
                defer { waiting = [] }
                return waiting
            }
            if work.isEmpty { return }
            work.forEach { $0() }
        }
    }
}
