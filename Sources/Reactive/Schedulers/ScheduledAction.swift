// One scheduled `action(state)`, carried to the thread that runs it and cancellable until then.

/// An action with its state, made runnable on another thread (a Dispatch queue, the run loop).
///
/// `cancel` is what the scheduler returns: disposing it before `run` skips the action, and
/// disposing it later disposes what the action returned. Not generic itself: a generic value captured
/// by the work a scheduler posts had its type's metadata looked up at run time on every schedule.
final class ScheduledAction: @unchecked Sendable {
    // @unchecked: the state and the action go to exactly one thread, which runs them at most once.
    let cancel = SingleAssignmentDisposable()
    private let work: () -> Disposable

    init<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) {
        work = { action(state) }
    }

    /// Runs the action unless `cancel` was disposed, keeping what it returns in `cancel`.
    func run() {
        if cancel.isDisposed { return }
        cancel.setDisposable(work())
    }
}
