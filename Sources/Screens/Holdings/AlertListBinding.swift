// The alert list on screen: its view model wired to the routed keys, its latest state, and its drawing.

import Presentation
import Reactive
import TUICore

/// One open alert list, built from the view model's `AlertListViewModel`. Routed keys go in through
/// `send`; each state is kept for drawing and `onChange` is called so the screen redraws. Once its
/// state says closed, `isClosed` is true and the screen drops it.
final class AlertListBinding {
    private(set) var state: AlertListState?
    private let keys = PublishSubject<AlertListKey>()
    private let subscription = SingleAssignmentDisposable()

    /// Starts the list of `viewModel`; `onChange` runs after every new state (the first one at once).
    init(_ viewModel: AlertListViewModel, onChange: @escaping () -> Void) {
        let keys = keys.asObservable()
        let input = AlertListViewModel.Input(
            moves: keys.compactMap { if case .move(let move) = $0 { move } else { nil } },
            change: keys.compactMap { $0 == .change ? () : nil },
            rearm: keys.compactMap { $0 == .rearm ? () : nil },
            delete: keys.compactMap { $0 == .delete ? () : nil },
            close: keys.compactMap { $0 == .close ? () : nil }
        )
        subscription.setDisposable(viewModel.transform(input).state.subscribe(onNext: { [weak self] state in
            self?.state = state
            onChange()
        }))
    }

    /// True once the list was closed (Esc, or e/Enter handing an alert to the change dialog).
    var isClosed: Bool { state?.isClosed ?? true }

    /// Hands a routed key to the list's view model.
    func send(_ key: AlertListKey) {
        keys.onNext(key)
    }

    /// Draws the list over the screen.
    func draw(in screen: Rect, on canvas: Canvas) {
        guard let state else { return }
        AlertListView().draw(state, in: screen, on: canvas)
    }

    /// Stops listening to the list's view model.
    func close() {
        subscription.dispose()
    }
}
