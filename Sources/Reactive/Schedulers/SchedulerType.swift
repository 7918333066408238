// A scheduler that knows the time: delays and periodic work.

/// A scheduler with a clock, for time-based operators.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Schedules `action(state)` after `dueTime`.
    func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable

    /// Runs `action` every `period` after `startAfter`, threading its state through the calls.
    func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable
}

extension SchedulerType {
    /// Periodic work built from relative scheduling; schedulers with a native timer override it.
    ///
    /// Each tick's slot is put in place before the tick is scheduled, so a tick that fires (on
    /// another thread) before `scheduleRelative` returns cannot be overwritten by its predecessor.
    public func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let slot = SerialDisposable()
        func tick(_ state: StateType, after delay: RxTimeInterval) {
            let scheduled = SingleAssignmentDisposable()
            slot.disposable = scheduled
            scheduled.setDisposable(scheduleRelative(state, dueTime: delay) { state in
                let next = action(state)
                tick(next, after: period)
                return Disposables.create()
            })
        }
        tick(state, after: startAfter)
        return slot
    }
}
