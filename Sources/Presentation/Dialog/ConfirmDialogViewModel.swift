// A yes/no question before something that cannot be undone (removing a stock, deleting a watchlist).

import Reactive

/// A confirmation dialog in Input/Output `transform` style: yes runs the action and closes, no closes.
public final class ConfirmDialogViewModel {
    /// The answers, from the keys of the screen that shows the dialog.
    public struct Input {
        /// y or Enter.
        public let confirm: Observable<Void>
        /// n or Esc.
        public let decline: Observable<Void>

        public init(confirm: Observable<Void>, decline: Observable<Void>) {
            self.confirm = confirm
            self.decline = decline
        }
    }

    /// What the dialog shows.
    public struct Output {
        /// The open state at subscription, then the answered state, then completion. Subscribe once.
        public let state: Observable<ConfirmDialogState>
    }

    public let title: String
    public let message: String
    private let action: () -> Void

    /// A question `message` under `title`; `action` runs once if the user says yes.
    public init(title: String, message: String, action: @escaping () -> Void) {
        self.title = title
        self.message = message
        self.action = action
    }

    /// Runs the dialog on `input` for each subscriber of the output.
    public func transform(_ input: Input) -> Output {
        let state = UpdateLoop<ConfirmDialogState, ConfirmDialogResult, ConfirmDialogResult>.observable(
            initial: { [title, message] in ConfirmDialogState(title: title, message: message) },
            actions: [input.confirm.map { .confirmed }, input.decline.map { .declined }],
            update: { state, answer in
                state.result = answer
                return [answer]
            },
            isFinished: \.isClosed,
            emission: .eachChange,
            effects: { [action] _ in
                { answer in if answer == .confirmed { action() } }
            }
        )
        return Output(state: state)
    }
}
