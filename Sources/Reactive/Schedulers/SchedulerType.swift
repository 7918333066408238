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
    public func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let slot = SerialDisposable()
        func tick(_ state: StateType, after delay: RxTimeInterval) {
            slot.disposable = scheduleRelative(state, dueTime: delay) { state in
                let next = action(state)
                tick(next, after: period)
                return Disposables.create()
            }
        }
        tick(state, after: startAfter)
        return slot
    }
}
