// The run loop woken from other threads: posted work, dirty marks and stop (also run under TSan).

import Dispatch
import Glibc
import Synchronization
@testable import TUICore
@testable import TUICore
import Testing

@Suite struct MainRunLoopConcurrencyTests {
    @Test func workPostedFromManyThreadsRunsOnTheLoopThreadInEachThreadsOrder() throws {
        let loop = try MainRunLoop()
        let threads = 4
        let perThread = 500
        let received = Mutex<[[Int]]>(Array(repeating: [], count: threads))
        let offLoop = Atomic<Int>(0)
        let loopThread = pthread_self()
        let watchdog = loop.post(after: .seconds(5)) { loop.stop() }
        for thread in 0..<threads {
            DispatchQueue.global().async {
                for index in 0..<perThread {
                    loop.post {
                        if pthread_equal(pthread_self(), loopThread) == 0 { offLoop.add(1, ordering: .relaxed) }
                        let done = received.withLock { lists in
                            lists[thread].append(index)
                            return lists.allSatisfy { $0.count == perThread }
                        }
                        if done { loop.stop() }
                    }
                }
            }
        }
        #expect(loop.run() == .stopped)
        watchdog.dispose()
        let lists = received.withLock { $0 }
        for list in lists { #expect(list == Array(0..<perThread)) }
        let offLoopCount = offLoop.load(ordering: .relaxed)
        #expect(offLoopCount == 0)
    }

    @Test func aWakeThatComesWhileTheLoopEmptiesItsPipeIsNotLost() throws {
        let loop = try MainRunLoop()
        let rounds = 20_000
        let ran = DispatchSemaphore(value: 0)
        let lostAt = Atomic<Int>(-1)
        let watchdog = loop.post(after: .seconds(10)) { loop.stop() }
        DispatchQueue.global().async {
            // Two posts back to back: the second's wake often lands while the loop empties the pipe the
            // first one woke it through. A lost wake leaves the idle loop asleep until the watchdog.
            for round in 0..<rounds {
                loop.post { ran.signal() }
                loop.post { ran.signal() }
                if ran.wait(timeout: .now() + 2) == .timedOut || ran.wait(timeout: .now() + 2) == .timedOut {
                    lostAt.store(round, ordering: .relaxed)
                    break
                }
            }
            loop.stop()
        }
        #expect(loop.run() == .stopped)
        watchdog.dispose()
        #expect(lostAt.load(ordering: .relaxed) == -1)
    }

    @Test func dirtyMarkFromAnotherThreadWakesAnIdleLoopForOneFrame() throws {
        let loop = try MainRunLoop()
        let watchdog = loop.post(after: .seconds(5)) { loop.stop() }
        var frames = 0
        DispatchQueue.global().async { loop.setNeedsDisplay() }
        let exit = loop.run(render: {
            frames += 1
            loop.stop()
        })
        watchdog.dispose()
        #expect(exit == .stopped)
        #expect(frames == 1)
    }

    @Test func stopFromAnotherThreadEndsABlockedLoop() throws {
        let loop = try MainRunLoop()
        let started = Atomic<Bool>(false)
        loop.post { started.store(true, ordering: .releasing) }
        DispatchQueue.global().async {
            while !started.load(ordering: .acquiring) { sched_yield() }
            loop.stop()
        }
        #expect(loop.run() == .stopped)
    }

    @Test func timerPostedFromAnotherThreadWakesTheLoop() throws {
        let loop = try MainRunLoop()
        let ranOnLoop = Atomic<Bool>(false)
        let loopThread = pthread_self()
        let watchdog = loop.post(after: .seconds(5)) { loop.stop() }
        DispatchQueue.global().async {
            _ = loop.post(after: .milliseconds(1)) {
                ranOnLoop.store(pthread_equal(pthread_self(), loopThread) != 0, ordering: .relaxed)
                loop.stop()
            }
        }
        #expect(loop.run() == .stopped)
        watchdog.dispose()
        let ran = ranOnLoop.load(ordering: .relaxed)
        #expect(ran)
    }
}
