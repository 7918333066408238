// Tests for the current-thread trampoline.

import Foundation
import Reactive
import Synchronization
import Testing

@Suite struct CurrentThreadSchedulerTests {
    private let scheduler = CurrentThreadScheduler.instance

    @Test func scheduleIsRequiredOnlyOutsideAnAction() {
        #expect(CurrentThreadScheduler.isScheduleRequired)
        var inside: Bool?
        _ = scheduler.schedule(()) { _ in
            inside = CurrentThreadScheduler.isScheduleRequired
            return Disposables.create()
        }
        #expect(inside == false)
        #expect(CurrentThreadScheduler.isScheduleRequired)
    }

    @Test func nestedActionsWaitForTheRunningOneInFIFOOrder() {
        var log: [String] = []
        _ = scheduler.schedule(()) { _ in
            log.append("outer start")
            _ = self.scheduler.schedule(()) { _ in
                log.append("a")
                _ = self.scheduler.schedule(()) { _ in
                    log.append("a1")
                    return Disposables.create()
                }
                return Disposables.create()
            }
            _ = self.scheduler.schedule(()) { _ in
                log.append("b")
                return Disposables.create()
            }
            log.append("outer end")
            return Disposables.create()
        }
        #expect(log == ["outer start", "outer end", "a", "b", "a1"])
    }

    @Test func hundredThousandRecursiveSchedulesRunFlatAndInOrder() {
        let last = 100_000
        var order: [Int] = []
        order.reserveCapacity(last + 1)
        func step(_ value: Int) -> Disposable {
            order.append(value)
            if value < last { _ = scheduler.schedule(value + 1, action: step) }
            return Disposables.create()
        }
        _ = scheduler.schedule(0, action: step)
        #expect(order == Array(0...last))
        #expect(CurrentThreadScheduler.isScheduleRequired)
    }

    @Test func disposingAQueuedActionKeepsItFromRunning() {
        var log: [String] = []
        _ = scheduler.schedule(()) { _ in
            let cancelled = self.scheduler.schedule(()) { _ in
                log.append("cancelled")
                return Disposables.create()
            }
            _ = self.scheduler.schedule(()) { _ in
                log.append("kept")
                return Disposables.create()
            }
            cancelled.dispose()
            return Disposables.create()
        }
        #expect(log == ["kept"])
    }

    @Test func scheduleRecursiveRunsEachStepAfterThePreviousReturns() {
        var log: [String] = []
        _ = scheduler.scheduleRecursive(0) { value, recurse in
            log.append("start \(value)")
            if value < 3 { recurse(value + 1) }
            log.append("end \(value)")
        }
        #expect(log == ["start 0", "end 0", "start 1", "end 1", "start 2", "end 2", "start 3", "end 3"])
    }

    @Test func eachThreadHasItsOwnTrampoline() {
        let otherThread = ThreadReport()
        _ = scheduler.schedule(()) { _ in
            let finished = DispatchSemaphore(value: 0)
            Thread {
                otherThread.scheduleRequired.store(CurrentThreadScheduler.isScheduleRequired, ordering: .relaxed)
                finished.signal()
            }.start()
            finished.wait()
            return Disposables.create()
        }
        let requiredThere = otherThread.scheduleRequired.load(ordering: .relaxed)
        #expect(requiredThere)
    }

    /// What another thread saw, handed back to the test.
    private final class ThreadReport: Sendable {
        let scheduleRequired = Atomic<Bool>(false)
    }
}
