// Scheduling order, timers, frame coalescing and input handling of the run loop, without a terminal.

import Foundation
import Glibc
import Reactive
import Synchronization
@testable import TUICore
import Testing

@Suite struct MainRunLoopTests {
    private let clock = ManualClock()
    private let log = EventLog()

    private func makeLoop() throws -> MainRunLoop {
        try MainRunLoop(clock: clock, frameInterval: .milliseconds(16))
    }

    /// A real-clock loop that stops itself after 5 s whatever happens, so a broken loop fails the test
    /// (with `.stopped` and a "watchdog" entry) instead of hanging it.
    private func makeGuardedLoop() throws -> MainRunLoop {
        let loop = try MainRunLoop()
        let log = self.log
        _ = loop.post(after: .seconds(5)) {
            log.record("watchdog")
            loop.stop()
        }
        return loop
    }

    @Test func postedWorkRunsInPostingOrderBeforeDueTimers() throws {
        let loop = try makeLoop()
        let log = self.log
        _ = loop.post(after: .milliseconds(0)) { log.record("timer") }
        loop.post { log.record("first") }
        loop.post { log.record("second") }
        var pacer = FramePacer(interval: 16_000_000)
        _ = loop.runPending(pacer: &pacer) {}
        #expect(log.all == ["first", "second", "timer"])
    }

    @Test func theFeedIsReadWhenAFrameIsDueBeforeTheFramesWork() throws {
        let log = self.log
        let loop = try MainRunLoop(clock: clock, frameInterval: .milliseconds(16), frameReader: FrameReader { interval in
            log.record("read \(interval)")
            return false
        })
        loop.postBeforeFrame { log.record("frame work") }
        var pacer = FramePacer(interval: 16_000_000)
        loop.setNeedsDisplay()
        #expect(loop.runPending(pacer: &pacer) { log.record("frame") } == -1, "a feed that wants no next read sets no wake-up")
        #expect(log.all == ["read 16000000", "frame work", "frame"])
        clock.advance(milliseconds: 5)
        loop.setNeedsDisplay()
        _ = loop.runPending(pacer: &pacer) { log.record("frame") }
        #expect(log.all.count == 3, "no frame due, no read")
    }

    @Test func whileTheFeedWantsTheNextReadTheLoopWakesForEachFrameEvenWithNothingDrawn() throws {
        let wants = Mutex(true)
        let reads = Mutex(0)
        let loop = try MainRunLoop(clock: clock, frameInterval: .milliseconds(16), frameReader: FrameReader { _ in
            reads.withLock { $0 += 1 }
            return wants.withLock { $0 }
        })
        var pacer = FramePacer(interval: 16_000_000)
        #expect(loop.runPending(pacer: &pacer) {} == 16, "the next read, a frame later")
        clock.advance(milliseconds: 4)
        #expect(loop.runPending(pacer: &pacer) {} == 12, "a read took the frame's slot: no second read before it")
        #expect(reads.withLock { $0 } == 1)
        clock.advance(milliseconds: 12)
        wants.withLock { $0 = false }
        #expect(loop.runPending(pacer: &pacer) {} == -1, "quiet again: no wake-up")
        #expect(reads.withLock { $0 } == 2)
    }

    @Test func frameWorkPostedWhileTheNextReadIsAwaitedWakesNobody() throws {
        let loop = try MainRunLoop(clock: clock, frameInterval: .milliseconds(16), frameReader: FrameReader { _ in true })
        var pacer = FramePacer(interval: 16_000_000)
        _ = loop.runPending(pacer: &pacer) {}
        let before = loop.wakeRequests.load(ordering: .relaxed)
        loop.postBeforeFrame {}
        loop.postBeforeFrame {}
        #expect(loop.wakeRequests.load(ordering: .relaxed) == before, "the loop wakes for the read anyway")
    }

    /// A closure read from a `Mutex` through its `inout` came back wrapped in two more thunks each
    /// time: the read's call stack grew by two frames a frame (an hour at 60 frames a second
    /// overflows the stack).
    @Test func theReadsCallStackStaysTheSameFrameAfterFrame() throws {
        let depths = Mutex<[Int]>([])
        let loop = try MainRunLoop(clock: clock, frameInterval: .milliseconds(16), frameReader: FrameReader { _ in
            let depth = Thread.callStackReturnAddresses.count
            depths.withLock { $0.append(depth) }
            return true
        })
        var pacer = FramePacer(interval: 16_000_000)
        for _ in 0..<1_000 {
            loop.setNeedsDisplay()
            _ = loop.runPending(pacer: &pacer) {}
            clock.advance(milliseconds: 16)
        }
        let all = depths.withLock { $0 }
        #expect(all.count == 1_000)
        #expect(all.first == all.last)
    }

    @Test func timerRunsOnlyWhenTheClockReachesItsDeadline() throws {
        let loop = try makeLoop()
        let log = self.log
        _ = loop.post(after: .milliseconds(50)) { log.record("50ms") }
        var pacer = FramePacer(interval: 16_000_000)
        #expect(loop.runPending(pacer: &pacer) {} == 50)
        clock.advance(milliseconds: 49)
        #expect(loop.runPending(pacer: &pacer) {} == 1)
        #expect(log.all.isEmpty)
        clock.advance(milliseconds: 1)
        #expect(loop.runPending(pacer: &pacer) {} == -1)
        #expect(log.all == ["50ms"])
    }

    @Test func timersRunInDeadlineOrder() throws {
        let loop = try makeLoop()
        let log = self.log
        _ = loop.post(after: .milliseconds(30)) { log.record("30") }
        _ = loop.post(after: .milliseconds(10)) { log.record("10") }
        _ = loop.post(after: .microseconds(20_000)) { log.record("20") }
        clock.advance(milliseconds: 30)
        var pacer = FramePacer(interval: 16_000_000)
        _ = loop.runPending(pacer: &pacer) {}
        #expect(log.all == ["10", "20", "30"])
    }

    @Test func disposedTimerNeverRuns() throws {
        let loop = try makeLoop()
        let log = self.log
        let timer = loop.post(after: .milliseconds(10)) { log.record("timer") }
        timer.dispose()
        clock.advance(milliseconds: 10)
        var pacer = FramePacer(interval: 16_000_000)
        #expect(loop.runPending(pacer: &pacer) {} == -1)
        #expect(log.all.isEmpty)
    }

    @Test func workPostedByWorkRunsInTheSamePassBeforeTimersAndTheFrame() throws {
        let loop = try makeLoop()
        let log = self.log
        _ = loop.post(after: .milliseconds(0)) { log.record("timer") }
        loop.post {
            log.record("outer")
            loop.post { log.record("inner") }
        }
        loop.setNeedsDisplay()
        var pacer = FramePacer(interval: 16_000_000)
        #expect(loop.runPending(pacer: &pacer) { log.record("frame") } == -1)
        #expect(log.all == ["outer", "inner", "timer", "frame"])
    }

    /// Start-up as the app chains it: the load's result subscribes the feed, whose snapshot is posted,
    /// whose hand-off waits for the frame.
    @Test func theFirstFrameShowsWhatAChainOfPostsMadeReady() throws {
        let loop = try makeLoop()
        let log = self.log
        loop.setNeedsDisplay()
        loop.post {
            log.record("loaded")
            loop.post {
                log.record("snapshot")
                loop.postBeforeFrame { log.record("priced state") }
            }
        }
        var pacer = FramePacer(interval: 16_000_000)
        _ = loop.runPending(pacer: &pacer) { log.record("frame") }
        #expect(log.all == ["loaded", "snapshot", "priced state", "frame"])
    }

    /// A feed whose first quotes come later (from the network) gets its frame without them at once.
    @Test func theFirstFrameDoesNotWaitForWorkPostedAfterThePass() throws {
        let loop = try makeLoop()
        let log = self.log
        loop.setNeedsDisplay()
        var pacer = FramePacer(interval: 16_000_000)
        _ = loop.runPending(pacer: &pacer) { log.record("loading frame") }
        clock.advance(milliseconds: 40)
        loop.post {
            log.record("quotes")
            loop.setNeedsDisplay()
        }
        _ = loop.runPending(pacer: &pacer) { log.record("priced frame") }
        #expect(log.all == ["loading frame", "quotes", "priced frame"])
    }

    @Test func manyChangesInOnePassDrawOneFrame() throws {
        let loop = try makeLoop()
        var frames = 0
        var pacer = FramePacer(interval: 16_000_000)
        loop.setNeedsDisplay()
        loop.setNeedsDisplay()
        loop.setNeedsDisplay()
        #expect(loop.runPending(pacer: &pacer) { frames += 1 } == -1)
        #expect(frames == 1)
    }

    @Test func noFrameWhenNothingChanged() throws {
        let loop = try makeLoop()
        var frames = 0
        var pacer = FramePacer(interval: 16_000_000)
        #expect(loop.runPending(pacer: &pacer) { frames += 1 } == -1)
        clock.advance(milliseconds: 100)
        #expect(loop.runPending(pacer: &pacer) { frames += 1 } == -1)
        #expect(frames == 0)
    }

    @Test func framesAreAtLeastOneIntervalApart() throws {
        let loop = try makeLoop()
        var frames = 0
        var pacer = FramePacer(interval: 16_000_000)
        loop.setNeedsDisplay()
        _ = loop.runPending(pacer: &pacer) { frames += 1 }
        clock.advance(milliseconds: 5)
        loop.setNeedsDisplay()
        #expect(loop.runPending(pacer: &pacer) { frames += 1 } == 11)
        #expect(frames == 1)
        clock.advance(milliseconds: 11)
        #expect(loop.runPending(pacer: &pacer) { frames += 1 } == -1)
        #expect(frames == 2)
    }

    @Test func frameDrawnAfterTheWorkOfTheSamePass() throws {
        let loop = try makeLoop()
        let log = self.log
        loop.post {
            log.record("work")
            loop.setNeedsDisplay()
        }
        var pacer = FramePacer(interval: 16_000_000)
        _ = loop.runPending(pacer: &pacer) { log.record("frame") }
        #expect(log.all == ["work", "frame"])
    }

    @Test func frameWorkRunsAtOnceWhenAFrameIsDueThenTheFrame() throws {
        let loop = try makeLoop()
        let log = self.log
        loop.postBeforeFrame {
            log.record("state")
            loop.setNeedsDisplay()
        }
        var pacer = FramePacer(interval: 16_000_000)
        #expect(loop.runPending(pacer: &pacer) { log.record("frame") } == -1)
        #expect(log.all == ["state", "frame"])
    }

    @Test func frameWorkWaitsForTheNextFrameAndRunsTogether() throws {
        let loop = try makeLoop()
        let log = self.log
        var pacer = FramePacer(interval: 16_000_000)
        loop.setNeedsDisplay()
        _ = loop.runPending(pacer: &pacer) { log.record("frame") }
        clock.advance(milliseconds: 4)
        loop.postBeforeFrame { log.record("trade 1") }
        loop.post { log.record("key") }
        loop.postBeforeFrame {
            log.record("trade 2")
            loop.setNeedsDisplay()
        }
        // Not before the frame 16 ms after the first: other work runs meanwhile.
        #expect(loop.runPending(pacer: &pacer) { log.record("frame") } == 12)
        #expect(log.all == ["frame", "key"])
        clock.advance(milliseconds: 12)
        #expect(loop.runPending(pacer: &pacer) { log.record("frame") } == -1)
        #expect(log.all == ["frame", "key", "trade 1", "trade 2", "frame"])
    }

    @Test func frameWorkWakesTheLoopOnceWhileItWaitsForTheNextFrame() throws {
        let loop = try makeLoop()
        var pacer = FramePacer(interval: 16_000_000)
        loop.setNeedsDisplay()
        _ = loop.runPending(pacer: &pacer) {}
        let before = loop.wakeRequests.load(ordering: .relaxed)
        clock.advance(milliseconds: 2)
        loop.postBeforeFrame {}
        #expect(loop.runPending(pacer: &pacer) {} == 14)
        // The wait computed now ends at the next frame: later trades of this frame need no wake-up.
        loop.postBeforeFrame {}
        loop.postBeforeFrame {}
        #expect(loop.wakeRequests.load(ordering: .relaxed) == before + 1)
        clock.advance(milliseconds: 14)
        _ = loop.runPending(pacer: &pacer) {}
        loop.postBeforeFrame {}
        #expect(loop.wakeRequests.load(ordering: .relaxed) == before + 2, "after the frame, new work wakes the loop again")
    }

    @Test func workFromTheLoopsOwnThreadAsksForNoWakeUpAndStillRuns() throws {
        let loop = try makeGuardedLoop()
        let log = self.log
        loop.post {
            loop.post {
                log.record("posted")
                loop.setNeedsDisplay()
                loop.postBeforeFrame {
                    log.record("frame work")
                    loop.stop()
                }
            }
        }
        let before = loop.wakeRequests.load(ordering: .relaxed)
        #expect(loop.run(render: { log.record("frame") }) == .stopped)
        #expect(log.all == ["posted", "frame work", "frame"])
        #expect(loop.wakeRequests.load(ordering: .relaxed) == before)
    }

    @Test func frameWorkPostedByFrameWorkJoinsTheSameFrame() throws {
        let loop = try makeLoop()
        let log = self.log
        loop.postBeforeFrame {
            log.record("hand-off")
            loop.postBeforeFrame {
                log.record("emission")
                loop.setNeedsDisplay()
            }
        }
        var pacer = FramePacer(interval: 16_000_000)
        _ = loop.runPending(pacer: &pacer) { log.record("frame") }
        #expect(log.all == ["hand-off", "emission", "frame"])
    }

    /// A socket's thread hands a message over just after a frame's read, and its wake-up is frame work run
    /// in that same frame: the reader's `isWaiting` keeps the wait to the next frame, where it is read
    /// (before, the loop slept until its next timer and the socket's thread took the message back after 100 ms).
    @Test func aReaderHandedSomethingAfterTheFramesReadIsReadAtTheNextFrame() throws {
        let waiting = Atomic<Bool>(false)
        let reads = Atomic<Int>(0)
        let reader = FrameReader(
            read: { _ in
                reads.add(1, ordering: .relaxed)
                waiting.store(false, ordering: .relaxed)
                return false
            },
            isWaiting: { waiting.load(ordering: .relaxed) }
        )
        let loop = try MainRunLoop(clock: clock, frameInterval: .milliseconds(16), frameReader: reader)
        loop.postBeforeFrame { waiting.store(true, ordering: .relaxed) }
        loop.setNeedsDisplay()
        var pacer = FramePacer(interval: 16_000_000)
        let log = self.log
        #expect(loop.runPending(pacer: &pacer) { log.record("frame") } == 16)
        #expect(reads.load(ordering: .relaxed) == 1)
        clock.advance(milliseconds: 16)
        #expect(loop.runPending(pacer: &pacer) { log.record("frame") } == -1)
        #expect(reads.load(ordering: .relaxed) == 2)
        #expect(log.all == ["frame"])
    }

    /// Four rounds, then the frame; posted work goes on in the next pass (no wait), frame work at the next frame.
    @Test(arguments: [(forTheFrame: false, timeout: Int32(0)), (forTheFrame: true, timeout: Int32(16))])
    func workThatKeepsPostingItselfDoesNotHoldTheFrameBack(forTheFrame: Bool, timeout: Int32) throws {
        let loop = try makeLoop()
        let log = self.log
        @Sendable func schedule(_ work: @escaping @Sendable () -> Void) {
            if forTheFrame { loop.postBeforeFrame(work) } else { loop.post(work) }
        }
        @Sendable func again() {
            log.record("work")
            loop.setNeedsDisplay()
            schedule(again)
        }
        schedule(again)
        var pacer = FramePacer(interval: 16_000_000)
        #expect(loop.runPending(pacer: &pacer) { log.record("frame") } == timeout)
        #expect(log.all == ["work", "work", "work", "work", "frame"])
    }

    @Test func runReturnsStoppedWhenWorkStopsIt() throws {
        let loop = try makeGuardedLoop()
        let log = self.log
        loop.post { log.record("a") }
        _ = loop.post(after: .milliseconds(1)) {
            log.record("timer")
            loop.stop()
        }
        loop.post { log.record("b") }
        #expect(loop.run() == .stopped)
        #expect(log.all == ["a", "b", "timer"])
    }

    @Test func runDrainsInputAndEndsWhenTheWriterHangsUp() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        let message = Array("hello".utf8)
        #expect(write(ends[1], message, message.count) == message.count)
        close(ends[1])
        var received: [UInt8] = []
        let input = RunLoopInput(fileDescriptor: ends[0]) {
            var buffer = [UInt8](repeating: 0, count: 16)
            let count = read(ends[0], &buffer, buffer.count)
            guard count > 0 else { return 0 }
            received += buffer[0..<count]
            return count
        }
        let loop = try makeGuardedLoop()
        #expect(loop.run(input: input) == .inputEnded)
        #expect(received == message)
    }

    @Test func readableInputThatYieldsNothingEndsTheLoopInsteadOfSpinning() throws {
        let devNull = open("/dev/null", O_RDONLY)
        defer { close(devNull) }
        var drains = 0
        let input = RunLoopInput(fileDescriptor: devNull) {
            drains += 1
            return 0
        }
        let loop = try makeGuardedLoop()
        #expect(loop.run(input: input) == .inputEnded)
        #expect(drains < 100)
        #expect(log.all.isEmpty)
    }
}
