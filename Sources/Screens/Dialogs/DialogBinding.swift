// A dialog on screen: its view model wired to the routed keys, its latest state, and how to draw it.

import Presentation
import Reactive
import TUICore

/// One open dialog of the screen, built from the view model's `DialogViewModel`. Routed keys go in
/// through `send`; each state the dialog's view model emits is kept for drawing, and `onChange` is
/// called so the screen redraws. Once its state says closed, `isClosed` is true and the screen drops it.
final class DialogBinding {
    /// The state drawn, by kind of dialog.
    enum Content {
        case input(InputDialogState)
        case confirm(ConfirmDialogState)
        case orderReview(OrderReviewState)
    }

    private(set) var content: Content?
    /// The text field's scroll offset from the last draw.
    private var fieldScroll = 0
    private let keys = PublishSubject<RoutedKey>()
    private let subscription = SingleAssignmentDisposable()

    /// Starts the dialog of `request`; `onChange` runs after every new state (the first one at once).
    init(_ request: DialogViewModel, onChange: @escaping () -> Void) {
        let keys = keys.asObservable()
        let states: Observable<Content>
        switch request {
        case .input(let viewModel):
            let input = InputDialogViewModel.Input(
                edits: keys.compactMap { if case .dialogEdit(let edit) = $0 { edit } else { nil } },
                submit: keys.compactMap { $0 == .dialogSubmit ? () : nil },
                cancel: keys.compactMap { $0 == .dialogCancel ? () : nil },
                suggestionMoves: keys.compactMap { if case .dialogPick(let move) = $0 { move } else { nil } }
            )
            states = viewModel.transform(input).state.map(Content.input)
        case .confirm(let viewModel):
            let input = ConfirmDialogViewModel.Input(
                confirm: keys.compactMap { $0 == .confirm(true) ? () : nil },
                decline: keys.compactMap { $0 == .confirm(false) ? () : nil },
                alternative: keys.compactMap { $0 == .confirmAlternative ? () : nil }
            )
            states = viewModel.transform(input).state.map(Content.confirm)
        case .orderReview(let viewModel):
            let input = OrderReviewViewModel.Input(keys: keys.compactMap { if case .orderReview(let key) = $0 { key } else { nil } })
            states = viewModel.transform(input).state.map(Content.orderReview)
        }
        subscription.setDisposable(states.subscribe(onNext: { [weak self] content in
            self?.content = content
            onChange()
        }))
    }

    /// Who takes the keys while this dialog is open.
    var focus: ScreenFocus {
        switch content {
        case .confirm: .confirmDialog
        case .orderReview: .orderReview
        case .input, nil: .inputDialog
        }
    }

    /// True once the dialog was answered or cancelled.
    var isClosed: Bool {
        switch content {
        case .input(let state): state.isClosed
        case .confirm(let state): state.isClosed
        case .orderReview(let state): state.isClosed
        case nil: true
        }
    }

    /// Hands a routed key to the dialog's view model.
    func send(_ key: RoutedKey) {
        keys.onNext(key)
    }

    /// Draws the dialog over the screen.
    func draw(in screen: Rect, on canvas: Canvas) {
        switch content {
        case .input(let state):
            fieldScroll = InputDialogView().draw(state, fieldScroll: fieldScroll, in: screen, on: canvas)
        case .confirm(let state):
            ConfirmDialogView().draw(state, in: screen, on: canvas)
        case .orderReview(let state):
            OrderReviewView().draw(state, in: screen, on: canvas)
        case nil:
            break
        }
    }

    /// Stops listening to the dialog's view model.
    func close() {
        subscription.dispose()
    }
}
