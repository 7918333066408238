// Who reads a paced connection: its own thread until a reader reads, then the reader while it is busy.

import Foundation
import Glibc
@testable import Networking
import NetworkTestSupport
import Reactive
import Synchronization
import Testing

@Suite struct WebSocketClientReadPacingTests {
    private static let codes = ["005930", "000660", "035420"]

    @Test func withoutAReaderEveryAnswerComesFromTheConnectionsOwnThread() async throws {
        let wanted = CountingScheduler()
        let pacing = WebSocketClient.ReadPacing(reader: wanted)
        let answers = try await chainedAnswers(pacing: pacing)
        #expect(answers.map(\.code) == Self.codes)
        #expect(wanted.count == 0, "nobody reads, so nothing is handed over")
    }

    @Test func aBusyConnectionIsReadOnTheReadersThreadUntilItFallsQuiet() async throws {
        let wanted = CountingScheduler()
        let pacing = WebSocketClient.ReadPacing(reader: wanted)
        let reader = FrameReadingThread(pacing: pacing, quietAfter: 300_000_000)
        defer { reader.stop() }
        let answers = try await chainedAnswers(pacing: pacing)
        #expect(answers.map(\.code) == Self.codes)
        // The first answer is the service thread's; it hands the connection over, the rest come in reads.
        #expect(answers.first?.thread != reader.thread)
        #expect(answers.dropFirst().allSatisfy { $0.thread == reader.thread })
        #expect(wanted.count == 1, "the reader was asked for once, when the connection was handed over")
        #expect(reader.readsThatWantedMore > 0)
        #expect(reader.waitUntilReadsWantNoMore(seconds: 5), "quiet for 300 ms, the connection went back")
        #expect(!pacing.hasHandedOver)
    }

    @Test func aReaderThatStopsReadingLosesTheConnectionAndItsAnswersStillCome() async throws {
        let pacing = WebSocketClient.ReadPacing(reader: CountingScheduler())
        // One read, so the pacing has a reader, and none after.
        #expect(!pacing.readBeforeFrame(quietAfter: 16_000_000))
        let answers = try await chainedAnswers(pacing: pacing)
        #expect(answers.map(\.code) == Self.codes, "each came after its connection was taken back (100 ms)")
    }

    @Test func aHandedOverConnectionsOwnThreadSleeps() async throws {
        let pacing = WebSocketClient.ReadPacing(reader: CountingScheduler())
        let reader = FrameReadingThread(pacing: pacing, quietAfter: 60_000_000_000)
        defer { reader.stop() }
        let server = try await FakeKISServer.start()
        let serviceThread = Mutex<pthread_t?>(nil)
        let client = WebSocketClient(pingInterval: 1, hangUpAfter: 3, readPacing: pacing)
        let subscription = client.connect(to: server.webSocketURL).subscribe(onNext: { event in
            switch event {
            case .connected(let sender): sender.send(text: Self.registration(of: Self.codes[0]))
            case .text: serviceThread.withLock { $0 = $0 ?? pthread_self() }
            default: break
            }
        })
        defer { subscription.dispose() }
        var thread: pthread_t?
        for _ in 0..<1_000 where thread == nil {
            usleep(10_000)
            thread = serviceThread.withLock { $0 }
        }
        _ = try #require(thread, "the registration was answered")
        let wakeupsBefore = pacing.handedOverWakeups
        let before = Self.monotonicNanoseconds()
        usleep(300_000)
        let wakeups = pacing.handedOverWakeups - wakeupsBefore
        let elapsed = Self.monotonicNanoseconds() - before
        // It waits for the connection to come back, waking every 100 ms: a few wakeups, not a spin
        // (counted, so a loaded machine cannot make a spin pass or a sleep fail).
        let allowed = Int(elapsed / 100_000_000) + 2
        #expect(wakeups <= allowed, "the service thread woke \(wakeups) times in \(elapsed / 1_000_000) ms")
        #expect(reader.readsThatWantedMore > 0, "the reader held the connection meanwhile")
        #expect(pacing.hasHandedOver, "the reader holds it: the loop keeps its wait to the next frame")
    }

    private static func registration(of code: String) -> String {
        #"{"header":{"approval_key":"nobody","custtype":"P","tr_type":"1","content-type":"utf-8"},"body":{"input":{"tr_id":"H0STCNT0","tr_key":"\#(code)"}}}"#
    }

    private static func monotonicNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// The fake server's answers to registrations of `codes`, each sent once the previous one was
    /// answered (so the later ones arrive after the first was handed over), with the thread of each.
    private func chainedAnswers(pacing: WebSocketClient.ReadPacing) async throws -> [(code: String, thread: pthread_t)] {
        let server = try await FakeKISServer.start()
        let codes = Self.codes
        let client = WebSocketClient(pingInterval: 1, hangUpAfter: 3, readPacing: pacing)
        let sender = Mutex<WebSocketSender?>(nil)
        func register(_ code: String) {
            sender.withLock { $0 }?.send(text: Self.registration(of: code))
        }
        let events = client.connect(to: server.webSocketURL).map { event -> (code: String, thread: pthread_t)? in
            switch event {
            case .connected(let connected):
                sender.withLock { $0 = connected }
                register(codes[0])
                return nil
            case .text(let text):
                guard let index = codes.firstIndex(where: { text.contains($0) }) else { return nil }
                if index + 1 < codes.count { register(codes[index + 1]) }
                return (codes[index], pthread_self())
            default:
                return nil
            }
        }
        let answers = await collect(events) { events in events.compactMap(\.self).count == codes.count }
        return answers.compactMap(\.self)
    }
}

/// A scheduler that only counts what it is given (the pacing's "read soon" requests).
private final class CountingScheduler: ImmediateSchedulerType, Sendable {
    private let scheduled = Atomic(0)

    var count: Int { scheduled.load(ordering: .acquiring) }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduled.add(1, ordering: .acquiringAndReleasing)
        return Disposables.create()
    }
}

/// A thread reading a pacing every 5 ms, as a UI's frames would, keeping what the last read answered.
private final class FrameReadingThread: Sendable {
    private let stopped = Atomic(false)
    private let lastReadWantsMore = Atomic(false)
    private let readsWantedMore = Atomic(0)
    private let readerThread = Mutex<pthread_t?>(nil)
    private let started = DispatchSemaphore(value: 0)

    init(pacing: WebSocketClient.ReadPacing, quietAfter: UInt64) {
        Thread { [self] in
            readerThread.withLock { $0 = pthread_self() }
            started.signal()
            while !stopped.load(ordering: .acquiring) {
                let wantsMore = pacing.readBeforeFrame(quietAfter: quietAfter)
                if wantsMore { readsWantedMore.add(1, ordering: .relaxed) }
                lastReadWantsMore.store(wantsMore, ordering: .releasing)
                usleep(5_000)
            }
        }.start()
        started.wait()
    }

    var thread: pthread_t? { readerThread.withLock { $0 } }

    /// How many reads left a connection handed over.
    var readsThatWantedMore: Int { readsWantedMore.load(ordering: .relaxed) }

    /// Whether a read answered "none handed over" within `seconds`.
    func waitUntilReadsWantNoMore(seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if !lastReadWantsMore.load(ordering: .acquiring) { return true }
            usleep(10_000)
        }
        return false
    }

    func stop() {
        stopped.store(true, ordering: .releasing)
    }
}
