// A scheduler for races on one thread: work scheduled from running work runs right after it.

import Foundation
import Reactive
import ReactiveTesting

/// Runs scheduled work at once, except work scheduled while other work runs: that waits until the
/// running work returns, as a socket thread's next event waits for the lock a session holds. Timers
/// run on `clock`'s virtual time.
final class TrampolineTestScheduler: SchedulerType, @unchecked Sendable {
    // @unchecked: used from one test thread only.
    let clock: TestScheduler
    private var queue: [() -> Void] = []
    private var running = false

    init(clock: TestScheduler) {
        self.clock = clock
    }

    var now: RxTime { clock.now }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        queue.append { _ = action(state) }
        guard !running else { return Disposables.create() }
        running = true
        while !queue.isEmpty { queue.removeFirst()() }
        running = false
        return Disposables.create()
    }

    func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        clock.scheduleRelative(state, dueTime: dueTime, action: action)
    }
}
