// Tests for SchedulerType's default periodic scheduling.

import Foundation
import Reactive
import ReactiveTesting
import Testing

@Suite struct SchedulerTypeTests {
    @Test func periodicWorkTicksEveryPeriodAndThreadsItsState() {
        let scheduler = TestScheduler(initialClock: 0)
        var ticks: [(time: Int, state: Int)] = []
        let periodic = scheduler.schedulePeriodic(10, startAfter: .seconds(5), period: .seconds(20)) { state in
            ticks.append((scheduler.clock, state))
            return state + 1
        }
        scheduler.advanceTo(70)
        periodic.dispose()
        scheduler.start()
        #expect(ticks.map(\.time) == [5, 25, 45, 65])
        #expect(ticks.map(\.state) == [10, 11, 12, 13])
    }

    /// The first tick runs inside `scheduleRelative` (as on a scheduler whose other thread is
    /// faster than the caller); the second must still be scheduled afterwards.
    @Test func aTickFiringBeforeSchedulingReturnsDoesNotCancelTheNext() {
        let scheduler = FirstActionInlineScheduler()
        var states: [Int] = []
        let periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(0), period: .seconds(1)) { state in
            states.append(state)
            return state + 1
        }
        scheduler.runPending()
        scheduler.runPending()
        periodic.dispose()
        scheduler.runPending()
        #expect(states == [0, 1, 2])
    }

    /// Runs the first relative action immediately inside `scheduleRelative`, and later ones only
    /// when `runPending` is called.
    private final class FirstActionInlineScheduler: SchedulerType {
        private var ranFirst = false
        private var pending: [(action: () -> Disposable, cancel: BooleanDisposable)] = []

        var now: Date { Date(timeIntervalSince1970: 0) }

        func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
            scheduleRelative(state, dueTime: .seconds(0), action: action)
        }

        func scheduleRelative<StateType>(
            _ state: StateType,
            dueTime: RxTimeInterval,
            action: @escaping (StateType) -> Disposable
        ) -> Disposable {
            if !ranFirst {
                ranFirst = true
                return action(state)
            }
            let cancel = BooleanDisposable()
            pending.append(({ action(state) }, cancel))
            return cancel
        }

        func runPending() {
            let due = pending
            pending = []
            for item in due where !item.cancel.isDisposed { _ = item.action() }
        }
    }
}
