// The minimal scheduler: run an action, now or later, on some context.

/// Runs units of work. RxSwift's protocol by name and meaning.
public protocol ImmediateSchedulerType {
    /// Schedules `action(state)`; the returned disposable cancels it if it has not run yet.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

extension ImmediateSchedulerType {
    /// Schedules `action` repeatedly: each run receives a `recurse` function to schedule the next one.
    ///
    /// The whole chain is cancelled by disposing the returned disposable.
    public func scheduleRecursive<State>(
        _ state: State,
        action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
    ) -> Disposable {
        let group = CompositeDisposable()
        func step(_ state: State) {
            if group.isDisposed { return }
            let slot = SingleAssignmentDisposable()
            guard let key = group.insert(slot) else { return }
            slot.setDisposable(schedule(state) { state in
                group.remove(for: key)
                action(state, step)
                return Disposables.create()
            })
        }
        step(state)
        return group
    }
}
