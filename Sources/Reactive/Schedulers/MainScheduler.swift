// The scheduler of the thread that owns the user interface.

import Dispatch
import FoundationEssentials
import Synchronization

/// Runs work on the UI's thread. Dispatch-backed until a run loop installs itself as the driver.
public final class MainScheduler: SchedulerType, Sendable {
    /// The shared instance every view model observes on.
    public static let instance = MainScheduler()

    private let driver: Mutex<any MainSchedulerDriver>

    private init() {
        driver = Mutex(DispatchMainSchedulerDriver())
    }

    /// Replaces what executes main-scheduler work (the TUI installs its run loop here at start).
    public func install(_ newDriver: any MainSchedulerDriver) {
        driver.withLock { $0 = newDriver }
    }

    private var current: any MainSchedulerDriver { driver.withLock { $0 } }

    public var now: RxTime { Date() }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable((state, action, cancel))
        current.post {
            let (state, action, cancel) = work.value
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        return cancel
    }

    public func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable((state, action, cancel))
        let timer = current.post(after: dueTime) {
            let (state, action, cancel) = work.value
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        return Disposables.create(cancel, timer)
    }
}
