// Runs a dialog view model on virtual time with scripted keys and keeps what it showed.

import Presentation
import Reactive
import ReactiveTesting

/// The states a dialog emitted, with their virtual times.
struct DialogRecording<State> {
    let events: [Recorded<Event<State>>]

    var states: [State] { events.compactMap { $0.value.element } }
    var last: State? { states.last }
    /// The last state emitted at or before `time`.
    func state(at time: TestTime) -> State? {
        events.last { $0.time <= time && $0.value.element != nil }?.value.element
    }
    /// True when the state sequence completed (the dialog closed).
    var didComplete: Bool { events.contains { $0.value.isCompleted } }
}

extension DialogRecording where State == InputDialogState {
    /// Subscribes to `viewModel`'s output at 200 with `keys` pressed at their times, disposes at `disposed`.
    static func run(
        _ viewModel: InputDialogViewModel,
        keys: [(TestTime, DialogKey)],
        on scheduler: TestScheduler,
        disposed: TestTime = 1000
    ) -> DialogRecording {
        let input = DialogKey.inputDialogInput(keys, on: scheduler)
        return DialogRecording(events: scheduler.start(disposed: disposed) { viewModel.transform(input).state }.events)
    }
}

extension DialogRecording where State == ConfirmDialogState {
    /// Subscribes to `viewModel`'s output at 200 with `keys` pressed at their times.
    static func run(
        _ viewModel: ConfirmDialogViewModel,
        keys: [(TestTime, DialogKey)],
        on scheduler: TestScheduler
    ) -> DialogRecording {
        let input = DialogKey.confirmDialogInput(keys, on: scheduler)
        return DialogRecording(events: scheduler.start { viewModel.transform(input).state }.events)
    }
}
