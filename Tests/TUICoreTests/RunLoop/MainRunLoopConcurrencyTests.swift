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
