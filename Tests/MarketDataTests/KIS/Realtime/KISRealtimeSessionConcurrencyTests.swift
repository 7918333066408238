// The real-time session across threads: socket events on the connection's thread, timers and wants on a queue.

import Domain
import Foundation
@testable import MarketData
import Networking
import Reactive
import Synchronization
import Testing

@Suite struct KISRealtimeSessionConcurrencyTests {
    /// Each connection runs on a thread of its own: it opens, sends `frames` trades of `codes`, then closes.
    private final class StreamingConnector: WebSocketConnecting, Sendable {
        let codes: [StockCode]
        let frames: Int
        let opened = Atomic<Int>(0)

        init(codes: [StockCode], frames: Int) {
            self.codes = codes
            self.frames = frames
        }

        func connect(to url: URL) -> Observable<WebSocketEvent> {
            Observable.create { [codes, frames] observer in
                let stopped = LockedState(false)
                let isOpen: @Sendable () -> Bool = { !stopped.withLock { $0 } }
                self.opened.add(1, ordering: .relaxed)
                // Used by the connection's thread only, as the real client's events are.
                nonisolated(unsafe) let observer = observer
                Thread.detachNewThread {
                    observer.onNext(.connected(WebSocketSender { _ in isOpen() }))
                    for index in 0..<frames where isOpen() {
                        let code = codes[index % codes.count].rawValue
                        observer.onNext(.text("0|H0STCNT0|001|" + KISRealtimeFrameDecoderTests.record(code, price: String(70_000 + index % 50 * 100))))
                    }
                    if isOpen() { observer.onNext(.closed(reason: "the test server closed")) }
                }
                return Disposables.create { stopped.withLock { $0 = true } }
            }
        }
    }

    private final class Keys: KISApprovalKeySource, Sendable {
        func approvalKey() -> Single<KISAccessToken> {
            .just(KISAccessToken(value: "approval", issuedAt: Date(timeIntervalSince1970: 0), expiresAt: .distantFuture))
        }

        func discard(_ key: KISAccessToken) {}
    }

    @Test func tradesFromTheSocketsThreadAndWantsAndTimersOnTheQueueKeepTheSessionWhole() async throws {
        let codes = (1...41).map { StockCode(String(format: "%06d", $0))! }
        let connector = StreamingConnector(codes: codes, frames: 300)
        let session = KISRealtimeSession(
            url: URL(string: "ws://127.0.0.1:1/tryitout")!, connector: connector, approvalKeys: Keys(),
            scheduler: SerialDispatchQueueScheduler(qos: .default), backoff: ExponentialBackoff(initial: 0.001, maximum: 0.002),
            silenceTimeout: 0.05, jitter: { 0.5 }
        )
        let quotes = Atomic<Int>(0)
        let snapshots = Atomic<Int>(0)
        let subscriptions = Disposables.create(
            session.quotes.subscribe(onNext: { _ in quotes.add(1, ordering: .relaxed) }),
            session.snapshots.subscribe(onNext: { _ in snapshots.add(1, ordering: .relaxed) })
        )
        session.start()
        for round in 0..<5_000 where connector.opened.load(ordering: .relaxed) < 4 {
            session.want(onScreen: Array(codes[(round % 20)..<(round % 20 + 10)]), watchlist: codes)
            try await Task.sleep(for: .milliseconds(2))
        }
        session.dispose()
        subscriptions.dispose()
        #expect(connector.opened.load(ordering: .relaxed) >= 4, "the session reconnected after each close")
        #expect(quotes.load(ordering: .relaxed) > 0)
        #expect(snapshots.load(ordering: .relaxed) > 4)
    }
}
