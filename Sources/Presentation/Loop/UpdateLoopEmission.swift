// When a view model's update loop emits its state: on every change, on every update, or once per frame.

import Reactive

/// How an `UpdateLoop` turns updates into emitted states.
enum UpdateLoopEmission<State> {
    /// After each update that changed the state (`isSame` says when it did not): small states.
    case eachChange(isSame: (State, State) -> Bool)
    /// After each update, without comparing: large states that nearly every update changes.
    case eachUpdate
    /// The latest state, once per frame of `frames`: each update signals Reactive's `coalesce`, which keeps
    /// one emission waiting there, and later updates before it runs only change the state it will read.
    /// With the run loop's `FrameScheduler`, however fast actions come the subscriber gets one state per
    /// frame, paced by the run loop alone (a lone update goes out at once when a frame is due). A final
    /// state is emitted at once.
    case oncePerFrame(on: any ImmediateSchedulerType)
}

extension UpdateLoopEmission where State: Equatable {
    /// After each update that changed the state.
    static var eachChange: UpdateLoopEmission { .eachChange(isSame: ==) }
}
