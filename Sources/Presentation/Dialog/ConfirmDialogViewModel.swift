// A yes/no question before something that cannot be undone (removing a stock, deleting a watchlist).

import Reactive

/// A confirmation dialog in Input/Output `transform` style: yes runs the action and closes, no closes (and
/// runs `declined`, when given); a dialog given an alternative (removing a stock that holds lots: keep them, or `d` delete them too) runs
/// that on its third answer.
public final class ConfirmDialogViewModel {
    /// The answers, from the keys of the screen that shows the dialog.
    public struct Input {
        /// y or Enter.
        public let confirm: Observable<Void>
        /// n or Esc.
        public let decline: Observable<Void>

        /// d: the alternative, for a dialog that has one.
        public let alternative: Observable<Void>

        public init(confirm: Observable<Void>, decline: Observable<Void>, alternative: Observable<Void> = .never()) {
            self.confirm = confirm
            self.decline = decline
            self.alternative = alternative
        }
    }

    /// What the dialog shows.
    public struct Output {
        /// The open state at subscription, then the answered state, then completion. Subscribe once.
        public let state: Observable<ConfirmDialogState>
    }

    public let title: String
    public let message: String
    /// The keys' line, nil for the plain yes/no one.
    public let hint: String?
    private let action: () -> Void
    private let alternative: (() -> Void)?
    private let declined: (() -> Void)?

    /// A question `message` under `title`; `action` runs once if the user says yes, `alternative` (if
    /// given, with `hint` naming the keys) if the user picks it, `declined` if the user says no.
    public init(
        title: String, message: String, hint: String? = nil, alternative: (() -> Void)? = nil, declined: (() -> Void)? = nil,
        action: @escaping () -> Void
    ) {
        self.title = title
        self.message = message
        self.hint = hint
        self.alternative = alternative
        self.declined = declined
        self.action = action
    }

    /// Runs the dialog on `input` for each subscriber of the output.
    public func transform(_ input: Input) -> Output {
        let state = UpdateLoop<ConfirmDialogState, ConfirmDialogResult, ConfirmDialogResult>.observable(
            initial: { [title, message, hint] in ConfirmDialogState(title: title, message: message, hint: hint) },
            actions: [
                input.confirm.map { .confirmed }, input.decline.map { .declined },
                alternative == nil ? .never() : input.alternative.map { .alternative },
            ],
            update: { state, answer in
                state.result = answer
                return [answer]
            },
            isFinished: \.isClosed,
            emission: .eachChange,
            effects: { [action, alternative, declined] _ in
                { answer in
                    switch answer {
                    case .confirmed: action()
                    case .alternative: alternative?()
                    case .declined: declined?()
                    }
                }
            }
        )
        return Output(state: state)
    }
}
