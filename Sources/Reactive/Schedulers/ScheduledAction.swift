// One scheduled `action(state)`, carried to the thread that runs it and cancellable until then.

/// An action with its state, made runnable on another thread (a Dispatch queue, the run loop).
///
/// `cancel` is what the scheduler returns: disposing it before `run` skips the action, and
/// disposing it later disposes what the action returned.
struct ScheduledAction<StateType>: @unchecked Sendable {
    // @unchecked: the state and the action go to exactly one thread, which runs them at most once.
    let cancel = SingleAssignmentDisposable()
    private let state: StateType
    private let action: (StateType) -> Disposable

    init(_ state: StateType, action: @escaping (StateType) -> Disposable) {
        self.state = state
        self.action = action
    }

    /// Runs the action unless `cancel` was disposed, keeping what it returns in `cancel`.
    func run() {
        if cancel.isDisposed { return }
        cancel.setDisposable(action(state))
    }
}
