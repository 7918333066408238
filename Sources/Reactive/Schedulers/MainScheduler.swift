// The scheduler of the thread that owns the user interface.

import Dispatch
import FoundationEssentials

/// Runs work on the UI's thread. Dispatch-backed until a run loop installs itself as the driver.
public final class MainScheduler: SchedulerType, Sendable {
    /// The shared instance every view model observes on.
    public static let instance = MainScheduler()

    private let driver: LockedState<any MainSchedulerDriver>

    private init() {
        driver = LockedState(DispatchMainSchedulerDriver())
    }

    /// Replaces what executes main-scheduler work (the TUI installs its run loop here at start).
    public func install(_ newDriver: any MainSchedulerDriver) {
        driver.withLock { $0 = newDriver }
    }

    private var current: any MainSchedulerDriver { driver.withLock { $0 } }

    public var now: RxTime { Date() }

    /// Runs `work` on the UI's thread just before its next frame (`FrameScheduler`).
    func postBeforeFrame(_ work: @escaping @Sendable () -> Void) {
        current.postBeforeFrame(work)
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let scheduled = ScheduledAction(state, action: action)
        current.post { scheduled.run() }
        return scheduled.cancel
    }

    public func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let scheduled = ScheduledAction(state, action: action)
        let timer = current.post(after: dueTime) { scheduled.run() }
        return Disposables.create(scheduled.cancel, timer)
    }
}
