// The scheduling logic shared by the Dispatch-backed schedulers.

import Dispatch

/// Schedules actions on one `DispatchQueue`, with cancellable timers.
struct DispatchQueueConfiguration: Sendable {
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let scheduled = ScheduledAction(state, action: action)
        queue.async { scheduled.run() }
        return scheduled.cancel
    }

    func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        let cancel = CompositeDisposable()
        let work = UncheckedSendable((state, action, cancel))
        timer.schedule(deadline: .now() + dueTime, leeway: leeway)
        timer.setEventHandler {
            let (state, action, cancel) = work.value
            if cancel.isDisposed { return }
            cancel.insert(action(state))
        }
        timer.resume()
        cancel.insert(Disposables.create { timer.cancel() })
        return cancel
    }

    func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        let box = PeriodicState(state: state, action: action)
        let work = UncheckedSendable(box)
        timer.schedule(deadline: .now() + startAfter, repeating: period, leeway: leeway)
        timer.setEventHandler { work.value.fire() }
        timer.resume()
        return Disposables.create { timer.cancel() }
    }

    /// The state threaded through a periodic action; touched only on the timer's queue.
    private final class PeriodicState<StateType> {
        var state: StateType
        let action: (StateType) -> StateType
        init(state: StateType, action: @escaping (StateType) -> StateType) {
            self.state = state
            self.action = action
        }
        func fire() { state = action(state) }
    }
}
