// When a view model's update loop emits its state: on every change, on every update, or once per frame.

import Reactive

/// How an `UpdateLoop` turns updates into emitted states.
enum UpdateLoopEmission<State> {
    /// After each update that changed the state (`isSame` says when it did not): small states.
    case eachChange(isSame: (State, State) -> Bool)
    /// After each update, without comparing: large states that nearly every update changes.
    case eachUpdate
    /// The latest state at most once per `interval` on `scheduler`: an update after a quiet interval
    /// (or the first after `initial`) is emitted at once, later ones when the interval since the last
    /// emission is over, as the state is then. However fast actions come, the subscriber gets at most
    /// one state per frame, and a lone tick is not held back a frame. A final state is emitted at once.
    case latest(every: RxTimeInterval, on: any SchedulerType)
}

extension UpdateLoopEmission where State: Equatable {
    /// After each update that changed the state.
    static var eachChange: UpdateLoopEmission { .eachChange(isSame: ==) }
}
